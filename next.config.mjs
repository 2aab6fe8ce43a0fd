/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // scripts/build.ts exports into a staging folder and swaps it into out/ only once every step has
  // passed; with output: 'export', Next writes the export to distDir (its build files stay in .next).
  ...(process.env.EXPORT_DIR && { distDir: process.env.EXPORT_DIR }),
  // The default image loader needs a server; our images are static files with explicit sizes.
  images: { unoptimized: true },
  poweredByHeader: false,
  // scripts/build.ts type-checks with TypeScript 7 first (1.5 s of CPU); Next's own check would load the
  // TypeScript 6 API package (`typescript`, kept for typescript-eslint) and took 19 s here.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The stylesheet (5.6 KB brotli) rides in each page's HTML instead of a request of its own:
  // one round trip fewer before the first paint: home simulated LCP 1,209 → 1,062 ms (npm run bench).
  //
  // turbopackServerFastRefresh: false: `npm run dev` reloads the server's modules after a save instead of
  // patching them in place. With the patching (Next 16's default), a content mistake put right could
  // leave the page answering the old error for good, later saves included (2 of 5 runs of the dev test
  // in e2e/content-errors.spec.ts; the same class as vercel/next.js#96705 and #91768).
  experimental: { inlineCss: true, turbopackServerFastRefresh: false },
  // content/*.json read through the content check's own JSON reader: a typo in one is the same one
  // line (file, line, column, fix) in `npm run dev` as in `npm run build` (scripts/content-json-loader.cjs).
  turbopack: {
    rules: {
      '*.json': { loaders: ['./scripts/content-json-loader.cjs'], as: '*.js', condition: { path: /(^|[\\/])content[\\/][a-z]+\.json$/ } },
    },
  },
};

export default nextConfig;
