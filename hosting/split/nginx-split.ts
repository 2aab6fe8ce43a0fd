// The campaigns' split for nginx, which runs no JavaScript: the rules of hosting/split/decide.ts as
// maps and split_clients (the http{} context) and locations per campaign. The parity check runs the
// same split table against nginx and against Cloudflare's runtime (test-support/split-checks.ts).
import type { SplitCampaign, SplitDefinition } from '@/lib/campaigns';
import { SPLIT_CACHE_CONTROL } from './decide';

/**
 * A campaign's nginx variables, named by its place in the list: a slug can be longer than PCRE's 32
 * characters for a capture's name and nginx's 64-byte variable hash buckets allow.
 */
const variable = (index: number, what: string) => `$casino_promo${index}_${what}`;

/** A regex for the whole seconds of a 10-digit `$msec` at least `n` (every time when n is not positive). */
function secondsAtLeast(n: number): string {
  if (n <= 0) return '^';
  const digits = String(n);
  const alternatives = [digits];
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    if (d < 9) alternatives.push(`${digits.slice(0, i)}[${d + 1}-9]\\d{${digits.length - i - 1}}`);
  }
  return `^(?:${alternatives.join('|')}|\\d{${digits.length + 1},})\\.`;
}

/** Case-sensitive keys (a map's plain strings are not), as decide.ts compares names. */
const exactly = (campaign: SplitCampaign) => campaign.variants.map((variant) => `    "~^${variant.name}$" "${variant.name}";`).join('\n');

/** The maps and split_clients of every campaign (the http{} context). */
export function nginxSplitMaps(split: SplitDefinition): string {
  if (split.campaigns.length === 0) return '';
  const blocks = split.campaigns.map((campaign, index) => {
    const v = (what: string) => variable(index, what);
    const last = campaign.variants.length - 1;
    const shares = campaign.variants.map((variant, i) => `    ${i === last ? '*' : `${variant.weight}%`} "${variant.name}";`).join('\n');
    const started = campaign.startsAt === null ? '' : `\n    ${JSON.stringify(`~${secondsAtLeast(Math.ceil(campaign.startsAt / 1000))}`)} "";`;
    const over = campaign.endsAt === null ? '' : `\n    ${JSON.stringify(`~${secondsAtLeast(Math.floor(campaign.endsAt / 1000) + 1)}`)} "ended";`;
    return `# ${campaign.path}: the variant a visitor is shown (?variant=), keeps (cookie ${campaign.cookie}) or is drawn by share.
map $arg_variant ${v('forced')} {
    default "";
${exactly(campaign)}
}
map $cookie_${campaign.cookie} ${v('kept')} {
    default "";
${exactly(campaign)}
}
split_clients "$request_id" ${v('drawn')} {
${shares}
}
map ${v('kept')} ${v('kept_or_drawn')} {
    "" ${v('drawn')};
    default ${v('kept')};
}
map ${v('forced')} ${v('variant')} {
    "" ${v('kept_or_drawn')};
    default ${v('forced')};
}
# outside its days (Manila) the campaign's addresses answer 302 to / (the first regex that matches wins: the end first)
map $msec ${v('ended')} {
    default ${campaign.startsAt === null ? '""' : '"ended"'};${over}${started}
}
# a cookie only for a visitor drawn now (nothing forced or kept), and none with the 302 of a campaign not running
map "${v('ended')}:${v('forced')}:${v('kept')}" ${v('set_cookie')} {
    default "";
    "::" "${campaign.cookie}=${v('drawn')}; Path=${campaign.path}; Max-Age=${split.maxAgeSeconds}; SameSite=Lax; HttpOnly$casino_promo_secure";
}`;
  });
  return `map $scheme $casino_promo_secure {
    default "";
    https "; Secure";
}

${blocks.join('\n\n')}
`;
}

/**
 * The locations of each campaign: its address, its variants' own addresses, and its files beside them
 * (/promo/<slug>.txt, the payload). `headerLines` are the site's add_header lines: a location with an
 * add_header of its own inherits none from the server.
 */
export function nginxSplitLocations(split: SplitDefinition, headerLines: (indent: string) => string): string {
  const notRunning = (index: number) => `        if (${variable(index, 'ended')}) {
            return 302 /;
        }`;
  const siblings = `        location ~ \\.(?:br|gz)$ {
            return 404;
        }`;
  return split.campaigns
    .map(
      (campaign, index) => `
    location = ${campaign.path} {
${notRunning(index)}
${headerLines('        ')
  .split('\n')
  .filter((line) => !/add_header Cache-Control /.test(line))
  .join('\n')}
        add_header Cache-Control "${SPLIT_CACHE_CONTROL}" always;
        add_header Vary Cookie always;
        add_header Set-Cookie ${variable(index, 'set_cookie')} always;
        rewrite ^ ${campaign.path}/${variable(index, 'variant')}.html break;
    }

    location ^~ ${campaign.path}/ {
${notRunning(index)}
${siblings}
        try_files $uri $uri.html =404;
    }

    location ^~ ${campaign.path}. {
${notRunning(index)}
${siblings}
        # /promo/<slug>%2ehtml reaches here decoded: the campaign's own address, split, instead
        location ~ \\.html$ {
            return 301 ${campaign.path}$is_args$args;
        }
        try_files $uri =404;
    }`,
    )
    .join('\n');
}
