// What each analytics provider adds to a page, measured from the build's own parts: the markup
// components/analytics.tsx renders (script tag, GA4's consent banner) and public/analytics.js,
// raw and brotli (q11, as postbuild compresses). gtag.js, which GA4 fetches from Google only after
// consent, is third-party and cannot be fetched here: listed, not counted.
//   node --import tsx bench/analytics-cost.tsx
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { Analytics } from '@/components/analytics';
import { analytics } from '@/content';

const ROOT = path.join(__dirname, '..');
const br = (text: string | Buffer) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const SCRIPT = readFileSync(path.join(ROOT, 'public', 'analytics.js'));
const HOSTS = { none: '', plausible: 'https://plausible.io', umami: 'https://cloud.umami.is', ga4: 'https://www.googletagmanager.com' } as const;
/** The measuring a page carries must stay small: at most 2 KB brotli for the cookieless providers, nothing when off. */
export const GOALS_BR: Record<keyof typeof HOSTS, number | null> = { none: 0, plausible: 2048, umami: 2048, ga4: null };

export type AnalyticsCost = ReturnType<typeof analyticsCost>[number];

export function analyticsCost() {
  return (Object.keys(HOSTS) as (keyof typeof HOSTS)[]).map((provider) => {
    const markup = renderToStaticMarkup(<Analytics analytics={{ ...analytics, provider, host: HOSTS[provider] || analytics.host, siteId: 'example' }} />);
    const script = provider === 'none' ? null : SCRIPT;
    const jsBr = script ? br(script) : 0;
    return {
      provider,
      js: { raw: script?.length ?? 0, br: jsBr },
      markup: { raw: Buffer.byteLength(markup), br: markup ? br(markup) : 0 },
      thirdParty: provider === 'ga4' ? 'gtag.js from Google, fetched only after consent (not counted)' : null,
      goalBr: GOALS_BR[provider],
      withinGoal: GOALS_BR[provider] === null || jsBr <= GOALS_BR[provider]!,
    };
  });
}

export function formatAnalyticsCost(rows: AnalyticsCost[]): string {
  const lines = rows.map(
    (row) =>
      `${row.provider.padEnd(10)} ${String(row.js.raw).padStart(6)} B ${String(row.js.br).padStart(5)} B ${String(row.markup.br).padStart(7)} B   ${row.goalBr === null ? '-' : `<= ${row.goalBr} B ${row.withinGoal ? 'met' : 'OVER'}`}${row.thirdParty ? `  + ${row.thirdParty}` : ''}`,
  );
  return ['What each analytics provider adds to every page', 'provider   JS raw   JS br   markup br   goal', ...lines].join('\n');
}

if (require.main === module) console.log(formatAnalyticsCost(analyticsCost()));
