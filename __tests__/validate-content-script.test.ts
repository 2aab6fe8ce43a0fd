/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const run = (env: Record<string, string>) =>
  spawnSync(join(__dirname, '..', 'node_modules', '.bin', 'tsx'), [join(__dirname, '..', 'scripts', 'validate-content.ts')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('the build-time content check', () => {
  it('fails the build with one line naming the file, the entry and the fix', () => {
    const result = run({ AFFILIATE_URL: 'http://partner.example.com/join' });
    expect(result.status).toBe(1);
    const errorLines = result.stderr.split('\n').filter((line) => line.startsWith('error:'));
    expect(errorLines).toEqual([
      expect.stringMatching(/^error: content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: .+\.$/),
    ]);
    expect(result.stderr).toMatch(/The site was not built/);
  });

  it('passes the shipped content and warns that no licence is configured', () => {
    const result = run({ AFFILIATE_URL: 'https://partner.example.com/join' });
    expect(result.stdout).toMatch(/Content check passed/);
    expect(result.stderr).toMatch(/warning: content\/compliance\.json: regulator: no regulator licence is configured/);
    expect(result.status).toBe(0);
  });
});
