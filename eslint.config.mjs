// ESLint: Next's core-web-vitals rules and its TypeScript rules (typescript-eslint) over every file.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // Internal links are plain <a> on purpose (components/ui/site-link.tsx): every page is a full
      // static document, and Next's <Link> would add router prefetching to each one.
      '@next/next/no-html-link-for-pages': 'off',
      // `const { dir, ...rest } = page` is how an object drops a field
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // A CommonJS file (the bundler's loader) imports with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores([
    '.next/',
    'out/',
    '.staging/',
    'next-env.d.ts',
    'public/',
    'deploy/',
    'coverage/',
    '.cache/',
    'shots/',
    'test-results/',
    'bench/.work/',
    'bench/results/',
    'bench/fixtures/*/out/',
    'bench/fixtures/*/.next/',
    '.e2e-sites/',
  ]),
]);
