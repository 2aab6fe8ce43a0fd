// The bench's plain-text report.
import { BYTE_TYPES, type Page } from './lhci';

/** Left-aligns the first column, right-aligns the rest. */
export function table(header: string[], rows: (string | number | null | undefined)[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i] ?? '-').length)));
  const line = (row: unknown[]) => row.map((c, i) => String(c ?? '-')[i ? 'padStart' : 'padEnd'](widths[i] ?? 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(pages: Page[], { runs, compress, build }: { runs: number; compress: boolean; build: Record<string, { seconds: number; cache: string }> }) {
  const kb = (bytes: number | undefined) => (bytes == null ? '-' : (bytes / 1024).toFixed(1));
  const out = [`Build wall time: ${['site', 'floor'].map((t) => `${t} ${build[t] ? `${build[t].seconds} s (${build[t].cache} cache)` : 'not built'}`).join(', ')}`];
  const lighthouse = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si'];
  out.push('', `Lighthouse mobile (simulated throttling, served ${compress ? 'compressed' : 'uncompressed'}), median of ${runs} run(s); times in ms`);
  out.push(
    table(
      ['page', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
      pages.map((p) => [p.name, ...lighthouse.map((key) => p.median[key])]),
    ),
  );
  for (const key of ['raw', 'br'] as const) {
    out.push('', `First-view bytes ${key === 'raw' ? 'uncompressed' : 'at brotli q11'} (KB = 1024 B), and the inline RSC payload, part of the HTML`);
    out.push(
      table(
        ['page', 'req', ...BYTE_TYPES, 'payload'],
        pages.map((p) => [p.name, p.requests, ...BYTE_TYPES.map((t) => kb(p.bytes[t]?.[key])), kb(p.payload[key])]),
      ),
    );
  }
  const reference = (name: string) => pages.find((p) => p.name === `${name} /`);
  const ratio = (a: number | null | undefined, b: number | null | undefined) => (a == null || !b ? 'n/a' : `${(a / b).toFixed(2)}x`);
  const figures = [(p?: Page) => p?.bytes.js?.br, (p?: Page) => p?.bytes.total?.br, (p?: Page) => p?.median.tbt];
  const ratios = pages
    .filter((p) => p.name.startsWith('site '))
    .map((p) => [p.name, ...figures.flatMap((get) => ['floor', 'limit'].map((ref) => ratio(get(p), get(reference(ref)))))]);
  out.push('', 'Ratios: site / reference home page (n/a when the reference is 0)');
  out.push(table(['page', 'JS br/floor', 'JS br/limit', 'total br/floor', 'total br/limit', 'TBT/floor', 'TBT/limit'], ratios));
  for (const [title, key] of [
    ['HTTP errors in the first view (their bodies count as "other")', 'httpErrors'],
    ['Failing audits (accessibility, best-practices, seo; any run)', 'failingAudits'],
  ] as const) {
    const listed = pages.filter((p) => p[key].length);
    if (listed.length) out.push('', title, ...listed.map((p) => `  ${p.name}: ${p[key].join(', ')}`));
  }
  return out.join('\n');
}
