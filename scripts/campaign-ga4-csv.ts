// GA4 has no call here (its Data API wants Google Cloud credentials): the counts come from a CSV
// exported from a GA4 exploration (Export data > Download CSV). Such a file opens with "#" lines (the
// exploration's title, account and property, "# Start date: YYYYMMDD", "# End date: YYYYMMDD"), then
// the table: a header row and one row per combination of the exploration's row dimensions. The counts
// need a free-form exploration with Event name, campaign and variant (the event parameters
// public/analytics.js sends, registered as custom dimensions) as rows and Total users as the value.
import type { Campaign } from '@/content/schema';
import { ResultsProblem } from './campaign-problem';
import type { CountsByVariant } from './campaign-sources';

/** The event GA4 records for a page view. */
const GA4_VIEW_EVENT = 'page_view';

export interface Ga4Export {
  /** YYYY-MM-DD, from the file's own "# Start date" and "# End date" lines. */
  from: string;
  to: string;
  /** Total users by event name, campaign and variant. */
  users: Map<string, number>;
}

const COLUMNS = { event: 'Event name', campaign: 'campaign', variant: 'variant', users: 'Total users' } as const;
const HOW_TO_EXPORT = 'make a free-form exploration with Event name, campaign and variant as rows and Total users as the value, then Export data > Download CSV';

const usersKey = (event: string, campaign: string, variant: string) => JSON.stringify([event, campaign, variant]);

/** One CSV line's fields (RFC 4180 quoting); null when a quote is left open. */
function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[i + 1] === '"') field += line[++i];
      else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

const TOTALS = /^(grand )?totals?$/i;

/** The exploration's users by event, campaign and variant; anything but that export is refused with one line. */
export function parseGa4Export(text: string, file: string): Ga4Export {
  const refuse = (problem: string, fix = HOW_TO_EXPORT) => new ResultsProblem(`${file}: ${problem}. Fix: ${fix}.`);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let at = 0;
  const dates: Record<string, string> = {};
  for (; at < lines.length && (lines[at]!.startsWith('#') || lines[at]!.trim() === ''); at++) {
    const date = /^#\s*(Start|End) date:\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(lines[at]!);
    if (date) dates[date[1]!] = `${date[2]}-${date[3]}-${date[4]}`;
  }
  if (!dates.Start || !dates.End)
    throw refuse(
      'this is not a GA4 export: it has no "# Start date:" and "# End date:" lines',
      `in the GA4 exploration use Export data > Download CSV and pass that file unedited`,
    );
  const header = csvFields(lines[at] ?? '')?.map((name) => name.trim().toLowerCase()) ?? [];
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name.toLowerCase())])) as Record<keyof typeof COLUMNS, number>;
  const missing = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((key) => index[key] < 0).map((key) => `"${COLUMNS[key]}"`);
  if (missing.length > 0) throw refuse(`the table has no ${missing.join(', ')} column (its header is ${JSON.stringify(lines[at] ?? '')})`);
  const users = new Map<string, number>();
  // The table ends at the first blank or "#" line (a further table may follow).
  for (let line = at + 1; line < lines.length && lines[line]!.trim() !== '' && !lines[line]!.startsWith('#'); line++) {
    const fields = csvFields(lines[line]!);
    if (!fields) throw refuse(`line ${line + 1} leaves a quote open`, 'export the exploration again and pass the file unedited');
    const [event, campaign, variant, count] = [index.event, index.campaign, index.variant, index.users].map((i) => (fields[i] ?? '').trim()) as [string, string, string, string];
    if (event === '' || TOTALS.test(event)) continue;
    if (!/^\d[\d,]*$/.test(count)) throw refuse(`line ${line + 1}: Total users ${JSON.stringify(count)} is not a count`, 'export the exploration again and pass the file unedited');
    const key = usersKey(event, campaign, variant);
    if (users.has(key))
      throw refuse(
        `line ${line + 1} repeats ${event} / ${campaign} / ${variant}: the exploration has another row dimension or a segment, and users cannot be added across rows`,
        'keep only Event name, campaign and variant as rows, without segments or comparisons',
      );
    users.set(key, Number(count.replace(/,/g, '')));
  }
  return { from: dates.Start, to: dates.End, users };
}

/** A campaign's variants: users who viewed the page and users who sent the click event. */
export function ga4Counts(exported: Ga4Export, campaign: Campaign, clickEvent: string): CountsByVariant {
  const counts: CountsByVariant = new Map();
  for (const { name } of campaign.variants) {
    const visitors = exported.users.get(usersKey(GA4_VIEW_EVENT, campaign.slug, name));
    const converters = exported.users.get(usersKey(clickEvent, campaign.slug, name));
    if (visitors !== undefined || converters !== undefined) counts.set(name, { visitors: visitors ?? 0, converters: converters ?? 0 });
  }
  return counts;
}
