// The bench's plain-text report.
import { TYPES } from './bytes';
import { CATEGORIES, METRICS, type MetricKey } from './lighthouse';
import type { Results } from './results';

const kb = (bytes: number | null | undefined) => (bytes == null ? '-' : `${(bytes / 1024).toFixed(1)}`);
const num = (value: number | null | undefined) => (value == null ? '-' : String(value));
const ratio = (value: number | null) => (value == null ? 'n/a' : `${value.toFixed(2)}x`);

/** Left-aligns the first column, right-aligns the rest. */
export function table(header: string[], rows: (string | number)[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i] ?? '').length)));
  const line = (row: (string | number)[]) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(results: Results): string {
  const pages = results.pages;
  const out: string[] = [];
  const { build, machine } = results;
  out.push(`Machine: ${machine.cpus} CPUs, load average ${machine.loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')} at start`);
  out.push('');
  out.push('Build wall time');
  out.push(
    table(
      ['build', 'cache', 'seconds'],
      [
        ['site  (npm run build)', build?.site?.cache ?? '-', build?.site?.seconds?.toFixed(1) ?? 'skipped'],
        ['floor (next build bench/fixtures/floor)', build?.floor?.cache ?? '-', build?.floor?.seconds?.toFixed(1) ?? 'skipped'],
      ],
    ),
  );

  for (const key of ['raw', 'br'] as const) {
    out.push('');
    out.push(
      key === 'raw' ? 'First-view bytes uncompressed (as sent with Content-Encoding off), KB = 1024 B, mobile 412x823, no scrolling' : 'First-view bytes brotli q11, KB = 1024 B',
    );
    out.push(
      table(
        ['page', 'req', ...TYPES.map((t) => t), 'total'],
        pages.map((p) => [p.name, num(p.bytes?.requests), ...[...TYPES, 'total' as const].map((t) => kb(p.bytes?.[t][key]))]),
      ),
    );
  }

  out.push('');
  out.push('Inline RSC payload (part of the HTML above: what hydration parses), KB');
  out.push(
    table(
      ['page', 'raw', 'br'],
      pages.flatMap((p) => (p.payload ? [[p.name, kb(p.payload.raw), kb(p.payload.br)]] : [])),
    ),
  );

  out.push('');
  const served = results.options.compress ? 'served brotli' : 'served uncompressed';
  out.push(`Lighthouse mobile (simulated throttling, ${served}), median of ${results.options.runs} run(s); times in ms`);
  out.push(
    table(
      ['page', 'perf', 'a11y', 'bp', 'seo', ...Object.keys(METRICS).map((m) => m.toUpperCase())],
      pages.map((p) => [p.name, ...CATEGORIES.map((c) => num(p.lighthouse?.[c])), ...(Object.keys(METRICS) as MetricKey[]).map((m) => num(p.metrics?.[m]))]),
    ),
  );

  out.push('');
  out.push('Ratios (site / reference home page; n/a when the reference is 0)');
  out.push(
    table(
      ['route', 'JS br/floor', 'JS br/limit', 'transfer br/floor', 'transfer br/limit', 'TBT/floor', 'TBT/limit'],
      results.ratios.map((r) => [r.route, ratio(r.js.floor), ratio(r.js.limit), ratio(r.transfer.floor), ratio(r.transfer.limit), ratio(r.tbt.floor), ratio(r.tbt.limit)]),
    ),
  );

  const broken = pages.filter((p) => p.httpErrors?.length);
  if (broken.length) {
    out.push('');
    out.push('HTTP errors during the first view (their bodies count as "other")');
    for (const p of broken) out.push(`  ${p.name}: ${(p.httpErrors ?? []).join(', ')}`);
  }

  const failing = pages.filter((p) => p.failingAudits?.length);
  if (failing.length) {
    out.push('');
    out.push('Failing audits (accessibility, best-practices, seo; any run)');
    for (const p of failing) out.push(`  ${p.name}: ${(p.failingAudits ?? []).join(', ')}`);
  }
  const errored = pages.filter((p) => p.lighthouseErrors?.length);
  if (errored.length) {
    out.push('');
    out.push('Lighthouse errors (figures above are the median of the runs that succeeded)');
    for (const p of errored) {
      out.push(`  ${p.name}: ${[...new Set(p.lighthouseErrors)].join(', ')} in ${p.lighthouseErrors?.length ?? 0} of ${results.options.runs} run(s)`);
    }
  }
  return out.join('\n');
}
