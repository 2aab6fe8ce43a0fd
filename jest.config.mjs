import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // Every core (Jest's default leaves one free, which on this 2-core machine is one worker: 48 s against 30).
  maxWorkers: '100%',
  // npm test runs Jest beside the browser tests: a test that starts a process (tsx, a server) waits its turn for
  // the CPU. 5 s, Jest's default, failed one such start under that load; a hung test still fails.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.staging/', '<rootDir>/.next/', '<rootDir>/bench/', '<rootDir>/.e2e-sites/'],
});
