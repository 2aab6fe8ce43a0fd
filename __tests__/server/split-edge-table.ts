// What the tests of the split's generated edge code share (split-netlify, split-vercel, split-cloudfront):
// one split definition, seeded draws, a loader for a generated ES module, and the table split.test.ts checks
// on npm start's server, run against each host's code through a few lines that read that host's answer.
// No runtime of those hosts runs here: each test feeds the generated code the inputs the host documents.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type { CampaignVariant } from '@/content';
import { splitDefinition } from '@/lib/campaigns';
import { computeDefinitions, responseHeaders, type Definitions } from '../../hosting/headers';
import { hostConfigs } from '../../hosting/hosts';
import { SPLIT_CACHE_CONTROL } from '../../hosting/split/decide';
import { createFixture } from '../../test-support/fixture';

const hero = (): CampaignVariant['hero'] => ({ title: undefined, intro: undefined, offerLabel: undefined, offerAmount: undefined, ctaLabel: undefined, art: undefined });
const campaign = (slug: string, variants: [string, number][], days: { starts?: string; ends?: string } = {}) => ({
  slug,
  name: slug,
  starts: days.starts,
  ends: days.ends,
  indexed: false,
  sections: [],
  variants: variants.map(([name, weight]) => ({ name, weight, hero: hero() })),
});

/** A campaign running at 60/40, one past its last day, one not started yet; a visitor keeps a variant 7 days. */
export const split = splitDefinition({
  assignmentDays: 7,
  campaigns: [
    campaign('sms', [
      ['a', 60],
      ['b', 40],
    ]),
    campaign('ended', [['a', 100]], { ends: '2020-01-31' }),
    campaign('later', [['a', 100]], { starts: '2099-12-01' }),
  ],
} as Parameters<typeof splitDefinition>[0]);

/** mulberry32: a seeded generator, so the draws below are the same every run. */
export function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A VM context with `globals` whose Math.random is `random`. */
export function contextWith(globals: Record<string, unknown>, random: () => number): vm.Context {
  const context = vm.createContext({ ...globals });
  (vm.runInContext('Math', context) as Math).random = random;
  return context;
}

/**
 * A generated ES module's exports, run in a VM context (see contextWith): TypeScript turns its `export`s into
 * CommonJS, nothing else (Jest cannot import() a module file without --experimental-vm-modules).
 */
export function runModule<T>(source: string, globals: Record<string, unknown>, random: () => number): T {
  const { outputText, diagnostics } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 }, reportDiagnostics: true });
  if (diagnostics?.length) throw new Error(`the generated module does not parse: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
  const context = contextWith({ ...globals, exports: {} }, random);
  vm.runInContext(outputText, context);
  return context.exports as T;
}

/** What `node --check` says of `source` as an ES module file (nothing when it parses). */
export function nodeCheck(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'split-edge-'));
  try {
    const file = path.join(dir, 'generated.mjs');
    writeFileSync(file, source);
    return execFileSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The host files named `name` that the build writes for a fixture export, with the split's campaigns and with
 * none, and what the edge code is generated from there (the site's headers, the asset folders).
 */
export function builtHostFiles(name: string) {
  const root = createFixture();
  try {
    const defs: Definitions = computeDefinitions(root, { maxAgeSeconds: 0, campaigns: [] });
    const withCampaigns = { ...defs, split };
    const named = (d: Definitions) => hostConfigs(d, root).files.filter((file) => file.name === name);
    return { withCampaigns: named(withCampaigns), without: named(defs), siteHeaders: responseHeaders(withCampaigns) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The variant's page a fake host serves at /promo/<slug>/<variant>: its name in <html>, as the real pages have it. */
export const variantPage = (name: string) => `<!doctype html><html data-variant="${name}"><title>${name}</title></html>`;

/** A host's answer to one request, as the table reads it. */
export interface EdgeAnswer {
  status: number;
  location: string | null;
  /** The variant whose file answers at the address; null when the host serves the address as any other. */
  variant: string | null;
  setCookie: string | null;
  cacheControl: string | null;
  vary: string | null;
}

export type Visit = (url: string, cookie?: string) => Promise<EdgeAnswer>;

/**
 * The table of split.test.ts against a host's generated code: `visit` asks it for a URL with an optional
 * Cookie header. `http`: whether the host's code can see a plain-http request at all.
 */
export function splitTable(visit: Visit, { http }: { http: boolean }): void {
  const origin = 'https://www.example.com';
  const cookieOf = (variant: string, secure = true) => new RegExp(`^promo_sms=${variant}; Path=/promo/sms; Max-Age=604800; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}$`);

  test('fresh visitors get the variants by their shares, each keeps theirs with its cookie, at the same address', async () => {
    const seen: Record<string, number> = { a: 0, b: 0 };
    for (let i = 0; i < 400; i++) {
      const fresh = await visit(`${origin}/promo/sms`);
      expect([fresh.status, fresh.location]).toEqual([200, null]);
      const variant = fresh.variant!;
      expect(fresh.setCookie).toMatch(cookieOf(variant));
      expect(fresh.cacheControl).toBe(SPLIT_CACHE_CONTROL);
      expect(fresh.vary).toMatch(/^Cookie\b/);
      seen[variant]! += 1;
      if (i < 20) {
        const again = await visit(`${origin}/promo/sms`, fresh.setCookie!.split(';')[0]);
        expect([again.variant, again.setCookie, again.cacheControl]).toEqual([variant, null, SPLIT_CACHE_CONTROL]);
        expect(again.vary).toMatch(/^Cookie\b/);
      }
    }
    // 400 seeded draws at 60/40 land within 5 points of the shares (a binomial standard deviation is 2.4 points).
    expect(Math.abs(seen.a! / 400 - 0.6)).toBeLessThan(0.05);
    expect(seen.a! + seen.b!).toBe(400);
  });

  test('?variant= forces one without assigning it, over the cookie; an unknown name forces nothing', async () => {
    const forced = await visit(`${origin}/promo/sms?variant=b`, 'promo_sms=a');
    expect([forced.status, forced.variant, forced.setCookie, forced.cacheControl]).toEqual([200, 'b', null, SPLIT_CACHE_CONTROL]);
    const unknown = await visit(`${origin}/promo/sms?variant=zz`, 'other=1; promo_sms=b');
    expect([unknown.variant, unknown.setCookie]).toEqual(['b', null]);
  });

  test('a campaign outside its dates answers 302 to / at each of its addresses, with no cookie', async () => {
    for (const url of ['/promo/ended', '/promo/ended/a', '/promo/ended.txt', '/promo/later']) {
      const answer = await visit(`${origin}${url}`);
      expect([url, answer.status, answer.location, answer.variant, answer.setCookie]).toEqual([url, 302, '/', null, null]);
    }
  });

  if (http) {
    test('the cookie is Secure over https only', async () => {
      const plain = await visit('http://www.example.com/promo/sms');
      expect(plain.setCookie).toMatch(cookieOf(plain.variant!, false));
    });
  }

  test("a variant's own address, the campaign's other files and other pages pass as they are", async () => {
    for (const url of ['/promo/sms/b', '/promo/sms.txt', '/slots', '/promo/%E0%A4%A']) {
      const answer = await visit(`${origin}${url}`, 'promo_sms=a');
      expect([url, answer.status, answer.variant, answer.setCookie]).toEqual([url, 200, null, null]);
      expect(answer.cacheControl).not.toBe(SPLIT_CACHE_CONTROL);
    }
  });
}
