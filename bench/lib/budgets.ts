// bench/budgets.json: reading its limits and checking a run's figures against them.
import fs from 'node:fs/promises';

export interface Rule {
  min?: number | string;
  max?: number | string;
}
export interface Budgets {
  lighthouseExempt?: Record<string, string>;
  routes?: Record<string, Record<string, Rule>>;
  build?: Record<string, Rule>;
}
type Outcome = { label: string; name?: string; status: 'unmeasured' | 'exempt' | 'over' | 'ok'; message?: string; reason?: string; value?: number; threshold?: number };

const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1, b: 1, kb: 1024 };
const LIMIT = /^\s*(?:(floor|limit)\s*\+\s*)?(\d+(?:\.\d+)?)\s*(ms|s|b|kb)?\s*$/i;

export async function loadBudgets(file: string): Promise<Budgets> {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

/** `1200 ms` -> { amount: 1200 }; `floor + 10 KB` -> { reference: 'floor', amount: 10240 }. */
export function parseLimit(value: number | string): { reference: string | null; amount: number } {
  if (typeof value === 'number') return { reference: null, amount: value };
  const match = LIMIT.exec(String(value));
  if (!match) throw new Error(`bench/budgets.json: cannot read limit "${value}"`);
  const [, reference, number, unit = ''] = match;
  return { reference: reference?.toLowerCase() ?? null, amount: Number(number) * (UNITS[unit.toLowerCase()] ?? 1) };
}

export function figure(record: unknown, name: string): number | null {
  const value = name.split('.').reduce<unknown>((v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]), record);
  return typeof value === 'number' ? value : null;
}

function check({
  scope,
  name,
  rule,
  value,
  references,
  error,
}: {
  scope: string;
  name: string;
  rule: Rule;
  value: number | null;
  references: Record<string, unknown>;
  error?: string;
}): Outcome | Outcome[] {
  const label = scope ? `${scope} ${name}` : name;
  // A page that could not be measured (e.g. Lighthouse's NO_FCP) fails rather than passing silently.
  if (value == null && error) return { label, status: 'over', message: `${label} not measured: ${error}` };
  if (value == null) return { label, name, status: 'unmeasured' };
  const results: Outcome[] = [];
  for (const kind of ['min', 'max'] as const) {
    const limit = rule[kind];
    if (limit == null) continue;
    const { reference, amount } = parseLimit(limit);
    let threshold = amount;
    let detail = '';
    if (reference) {
      const base = figure(references[reference], name);
      if (base == null) return { label, name, status: 'unmeasured' };
      threshold = kind === 'max' ? base + amount : base - amount;
      detail = ` (${reference} ${base} ${kind === 'max' ? '+' : '-'} ${amount})`;
    }
    const over = kind === 'min' ? value < threshold : value > threshold;
    results.push({
      label,
      value,
      threshold,
      status: over ? 'over' : 'ok',
      message: `${label} ${value} ${kind === 'min' ? (over ? '<' : '>=') : over ? '>' : '<='} ${threshold}${detail}`,
    });
  }
  return results;
}

/**
 * Checks every budget against the results. `pages` maps each site route to its figures;
 * `references` holds the floor's and the limit's home page figures; `build` the build timings;
 * `errors` maps a route to why it has no figures.
 */
export function checkBudgets(
  budgets: Budgets,
  { pages, references, build, errors = {} }: { pages: Record<string, unknown>; references: Record<string, unknown>; build: unknown; errors?: Record<string, string> },
) {
  const outcomes: (Outcome | Outcome[])[] = [];
  const exempt = budgets.lighthouseExempt ?? {};
  for (const [pattern, rules] of Object.entries(budgets.routes ?? {})) {
    const routes = pattern === '*' ? Object.keys(pages) : [pattern];
    for (const route of routes) {
      for (const [name, rule] of Object.entries(rules)) {
        // A route Lighthouse cannot measure by design is exempt from its scores and timings, and says why.
        if (exempt[route] && /^(lighthouse|metrics)\./.test(name)) {
          outcomes.push({ label: `${route} ${name}`, name, status: 'exempt', reason: exempt[route] });
          continue;
        }
        outcomes.push(check({ scope: route, name, rule, value: figure(pages[route], name), references, error: errors[route] }));
      }
    }
  }
  for (const [name, rule] of Object.entries(budgets.build ?? {})) {
    outcomes.push(check({ scope: '', name, rule, value: figure({ build }, name), references }));
  }
  const flat = outcomes.flat();
  return {
    checked: flat.filter((o) => o.status !== 'unmeasured' && o.status !== 'exempt').length,
    exempt: [...new Set(flat.filter((o) => o.status === 'exempt').map((o) => `${o.label.split(' ')[0]}: ${o.reason}`))],
    over: flat.filter((o) => o.status === 'over').map((o) => o.message ?? o.label),
    unmeasured: flat.filter((o) => o.status === 'unmeasured').map(({ label, name }) => ({ label, name: name ?? label })),
  };
}
