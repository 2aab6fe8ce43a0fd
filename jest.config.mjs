import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // Every core (Jest's default leaves one free, which on this 2-core machine is one worker: 48 s against 30).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.staging/', '<rootDir>/.next/', '<rootDir>/bench/', '<rootDir>/.e2e-sites/'],
});
