/** @jest-environment node */
// The fallback faces scripts/build-fonts.ts writes (.cache/fonts/fallbacks.css) are the ones
// components/fonts.ts names, in the same order, then the generic sans-serif.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TSX_NODE_ARGS } from '../test-support/site-process';

const ROOT = path.join(__dirname, '..');

test('components/fonts.ts names every sized fallback build-fonts writes, in its order', () => {
  execFileSync(process.execPath, [...TSX_NODE_ARGS, path.join(ROOT, 'scripts/build-fonts.ts')], { cwd: ROOT, stdio: 'pipe' });
  const css = readFileSync(path.join(ROOT, '.cache/fonts/fallbacks.css'), 'utf8');
  const written = [...css.matchAll(/font-family: "([^"]+)";/g)].map((match) => match[1]!);
  const source = readFileSync(path.join(ROOT, 'components/fonts.ts'), 'utf8');
  const named = [...source.matchAll(/fallback: \[([^\]]*)\]/g)].map((match) => [...match[1]!.matchAll(/["']'?([^'"]+)'?["']/g)].map((name) => name[1]!));

  expect(named).toHaveLength(2);
  for (const [family, list] of [
    ['displayFont', named[0]!],
    ['bodyFont', named[1]!],
  ] as const) {
    const own = written.filter((name) => name.startsWith(`${family} Fallback: `));
    expect(own.length).toBeGreaterThanOrEqual(3); // Arial, Roboto and a Linux face at least
    expect(list).toEqual([...own, 'sans-serif']);
  }
  // every fallback is a local system face, sized
  for (const face of css.split('@font-face').slice(1)) {
    expect(face).toMatch(/src: local\('[^']+'\)/);
    expect(face).toMatch(/size-adjust: \d+(\.\d+)?%/);
  }
});
