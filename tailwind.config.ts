import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Named by role so a rebrand is an edit here, not in JSX.
        surface: { DEFAULT: '#0b1026', raised: '#1a1446', accent: '#2b1a5e' },
        brand: { DEFAULT: '#f5c542', strong: '#ffb300', ink: '#1a1200' },
        ink: { DEFAULT: '#f4f4fb', muted: '#c9c8e0' },
        focus: '#7dd3fc',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      maxWidth: { page: '72rem' },
    },
  },
  plugins: [],
};

export default config;
