/** @jest-environment node */
import vm from 'node:vm';
import { cspHash, scanHtml } from '../hosting/csp';
import { joinScripts } from '../scripts/rewrites/join-scripts';

/** Next's payload as it writes it: a bootstrap push, then one push per ~20 KB of payload. */
const payload = (rows: string[]) => [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  ...rows.map((row) => `<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`),
];

const page = (body: string[]) =>
  [
    '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>games</main>',
    '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
    ...body,
    '<script>/*paint-first*/(function(){})()</script></body></html>',
  ].join('\n');

/** The `self.__next_f` array a browser ends with after running the page's inline classic scripts in order. */
function nextF(html: string): unknown {
  const context = vm.createContext({ globalThis: {} });
  vm.runInContext('var self = this;', context);
  for (const script of scanHtml(html).scripts) if (!script.startsWith('{')) vm.runInContext(script, context);
  return JSON.parse(JSON.stringify(vm.runInContext('self.__next_f', context)));
}

describe('joinScripts (one inline script for the payload, so one CSP hash however long the page)', () => {
  const rows = Array.from({ length: 47 }, (_, i) => `${i.toString(16)}:["$","li",null,{"children":"Game ${i}"}]\n`);
  const html = page(payload(rows));

  test('a row of 48 payload scripts becomes one that leaves self.__next_f exactly as they did', () => {
    const { html: joined, removed } = joinScripts(html);
    expect(removed).toBe(47);
    expect(nextF(joined)).toEqual(nextF(html));
    expect(nextF(joined)).toEqual([[0], ...rows.map((row) => [1, row])]);
  });

  test('every other script is kept as it was: JSON-LD, Turbopack’s, the paint-first loader', () => {
    const before = scanHtml(html).scripts;
    const after = scanHtml(joinScripts(html).html).scripts;
    expect(before).toHaveLength(51);
    expect(after).toHaveLength(4);
    expect(after.map(cspHash)).toEqual(expect.arrayContaining([before[0], before[1], before.at(-1)].map((s) => cspHash(s ?? ''))));
  });

  test('payload scripts with content between them stay apart; a second run changes nothing', () => {
    const split = page([...payload(rows.slice(0, 3)), '<p>between</p>', ...payload(rows.slice(3, 6)).slice(1)]);
    const once = joinScripts(split);
    expect(once.removed).toBe(5); // 4 scripts become 1, and 3 become 1
    expect(nextF(once.html)).toEqual(nextF(split));
    expect(joinScripts(once.html)).toEqual({ html: once.html, removed: 0 });
  });

  test('a script ending in a // comment cannot swallow the next one', () => {
    const html = page(['<script>self.__next_f=[]; // start</script>', '<script>self.__next_f.push(1)</script>']);
    expect(nextF(joinScripts(html).html)).toEqual([1]);
  });
});
