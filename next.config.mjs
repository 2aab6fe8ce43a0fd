/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The default image loader needs a server; our images are static files with explicit sizes.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
