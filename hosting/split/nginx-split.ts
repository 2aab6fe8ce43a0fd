// The campaigns' split for nginx, which runs no JavaScript: the rules of hosting/split/decide.ts as
// maps and split_clients (the http{} context) and one location per campaign. The parity check runs the
// same split table against nginx and against Cloudflare's runtime (test-support/split-checks.ts).
import type { SplitCampaign, SplitDefinition } from '@/lib/campaigns';
import { SPLIT_CACHE_CONTROL } from './decide';

/** nginx variable names are letters, digits and "_": the cookie's name (promo_<slug with _>) is one already. */
const variable = (campaign: SplitCampaign, what: string) => `$${campaign.cookie}_${what}`;

/** A regex for the whole seconds of a 10-digit `$msec` at least `n`. */
function secondsAtLeast(n: number): string {
  const digits = String(n);
  const alternatives = [digits];
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    if (d < 9) alternatives.push(`${digits.slice(0, i)}[${d + 1}-9]\\d{${digits.length - i - 1}}`);
  }
  return `^(?:${alternatives.join('|')}|\\d{${digits.length + 1},})\\.`;
}

/** The maps and split_clients of every campaign (the http{} context). */
export function nginxSplitMaps(split: SplitDefinition): string {
  if (split.campaigns.length === 0) return '';
  const blocks = split.campaigns.map((campaign) => {
    const names = campaign.variants.map((variant) => `    "${variant.name}" "${variant.name}";`).join('\n');
    const last = campaign.variants.length - 1;
    const shares = campaign.variants.map((variant, index) => `    ${index === last ? '*' : `${variant.weight}%`} "${variant.name}";`).join('\n');
    const started = campaign.startsAt === null ? '' : `\n    ${JSON.stringify(`~${secondsAtLeast(Math.ceil(campaign.startsAt / 1000))}`)} "";`;
    const over = campaign.endsAt === null ? '' : `\n    ${JSON.stringify(`~${secondsAtLeast(Math.floor(campaign.endsAt / 1000) + 1)}`)} "ended";`;
    return `# ${campaign.path}: the variant a visitor keeps (cookie), is shown (?variant=) or is drawn by share.
map $cookie_${campaign.cookie} ${variable(campaign, 'kept')} {
    default "";
${names}
}
map $arg_variant ${variable(campaign, 'forced')} {
    default "";
${names}
}
split_clients "$request_id" ${variable(campaign, 'drawn')} {
${shares}
}
map "${variable(campaign, 'forced')}:${variable(campaign, 'kept')}" ${variable(campaign, 'variant')} {
    "~^(?<${campaign.cookie}_v>[a-z0-9-]+):" $${campaign.cookie}_v;
    "~^:(?<${campaign.cookie}_v>[a-z0-9-]+)$" $${campaign.cookie}_v;
    default ${variable(campaign, 'drawn')};
}
# a cookie only for a visitor drawn now (nothing forced or kept), and none with the 302 of a campaign not running
map "${variable(campaign, 'ended')}:${variable(campaign, 'forced')}:${variable(campaign, 'kept')}" ${variable(campaign, 'set_cookie')} {
    default "";
    "::" "${campaign.cookie}=${variable(campaign, 'drawn')}; Path=${campaign.path}; Max-Age=${split.maxAgeSeconds}; SameSite=Lax; HttpOnly$casino_promo_secure";
}
# outside its days (Manila) the campaign's addresses answer 302 to / (the first regex that matches wins: the end first)
map $msec ${variable(campaign, 'ended')} {
    default ${campaign.startsAt === null ? '""' : '"ended"'};${over}${started}
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
 * One location per campaign address, and one for its variants' own addresses. `headerLines` are the
 * site's add_header lines: a location with an add_header of its own inherits none from the server.
 */
export function nginxSplitLocations(split: SplitDefinition, headerLines: (indent: string) => string): string {
  return split.campaigns
    .map(
      (campaign) => `
    location = ${campaign.path} {
        if (${variable(campaign, 'ended')}) {
            return 302 /;
        }
${headerLines('        ')
  .split('\n')
  .filter((line) => !/add_header Cache-Control /.test(line))
  .join('\n')}
        add_header Cache-Control "${SPLIT_CACHE_CONTROL}" always;
        add_header Vary Cookie always;
        add_header Set-Cookie ${variable(campaign, 'set_cookie')} always;
        rewrite ^ ${campaign.path}/${variable(campaign, 'variant')}.html break;
    }

    location ^~ ${campaign.path}/ {
        if (${variable(campaign, 'ended')}) {
            return 302 /;
        }
        location ~ \\.(?:br|gz)$ {
            return 404;
        }
        try_files $uri $uri.html =404;
    }`,
    )
    .join('\n');
}
