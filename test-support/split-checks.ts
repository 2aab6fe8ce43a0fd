// The split's behaviour over HTTP, beyond the table's rows (test-support/checks.ts): the shares over a few
// hundred fresh visitors and the same variant on later visits. Run against nginx (test:nginx) and
// Cloudflare's runtime (test:cloudflare); npm start's own is __tests__/server/split.test.ts (seeded).
import type { SplitCampaign, SplitDefinition } from '../lib/campaigns';

const DAY_MS = 86_400_000;

/** `split` with a copy of its first campaign that ended yesterday, so the table checks a campaign's 302 too. */
export function withEndedCampaign(split: SplitDefinition): SplitDefinition {
  const [first] = split.campaigns;
  if (!first) return split;
  const path = `${first.path}-ended`;
  const ended: SplitCampaign = {
    ...first,
    slug: `${first.slug}-ended`,
    path,
    cookie: `${first.cookie}_ended`,
    startsAt: null,
    endsAt: Date.now() - DAY_MS,
    variants: first.variants.map((variant) => ({ ...variant, path: `${path}/${variant.name}` })),
  };
  return { ...split, campaigns: [...split.campaigns, ended] };
}

const VISITORS = 500;
/**
 * 500 fresh visitors: each variant's share within 8 points of its weight (the binomial standard deviation is
 * at most 2.3 points: a run outside it happens about once in 4,000), and the first 20 of them, back with
 * their cookie, see the same variant and get no new cookie.
 */
export async function splitFailures(port: number, campaign: SplitCampaign): Promise<string[]> {
  const failures: string[] = [];
  const counts = new Map(campaign.variants.map((variant) => [variant.name, 0]));
  const variantOf = (html: string) => /<html[^>]* data-variant="([a-z0-9-]+)"/.exec(html)?.[1];
  for (let visitor = 0; visitor < VISITORS; visitor++) {
    const first = await fetch(`http://127.0.0.1:${port}${campaign.path}`, { redirect: 'manual' });
    const cookie = first.headers.get('set-cookie') ?? '';
    const given = new RegExp(`^${campaign.cookie}=([a-z0-9-]+);`).exec(cookie)?.[1];
    const shown = variantOf(await first.text());
    if (!given || !counts.has(given) || shown !== given) {
      failures.push(`visitor ${visitor}: cookie ${JSON.stringify(cookie)}, page of variant ${shown}`);
      break;
    }
    counts.set(given, counts.get(given)! + 1);
    if (visitor < 20) {
      const again = await fetch(`http://127.0.0.1:${port}${campaign.path}`, { headers: { Cookie: `${campaign.cookie}=${given}` }, redirect: 'manual' });
      const seen = variantOf(await again.text());
      if (seen !== given || again.headers.get('set-cookie'))
        failures.push(`visitor ${visitor} came back with ${given} and saw ${seen} (set-cookie ${JSON.stringify(again.headers.get('set-cookie'))})`);
    }
  }
  for (const variant of campaign.variants) {
    const share = (100 * counts.get(variant.name)!) / VISITORS;
    if (Math.abs(share - variant.weight) > 8) failures.push(`${variant.name}: ${share.toFixed(1)} % of ${VISITORS} fresh visitors, weight ${variant.weight} %`);
  }
  return failures;
}
