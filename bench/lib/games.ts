// `npm run bench -- --games 100,200,500`: the whole `npm run build` timed with N slot games against the content as it
// is, each on its own copy of the project (.e2e-sites/bench-games-N) whose content/games.json holds the real games and
// numbered copies of them (same images: nothing new to encode; Next's cache cold), and what the growth does to the
// home page and to the host configs and their limits.
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLOUDFLARE_LINE_LIMIT, type Definitions } from '../../hosting/headers';
import { CLOUDFRONT_FUNCTION_LIMIT } from '../../hosting/hosts/cloudfront';
import { copyProject } from '../../test-support/project-copy';
import { timedBuild } from './build';
import { table } from './report';
import { writeFileAtomicSync } from '../../scripts/atomic-write';

interface GamesFile {
  slotGames: { title: string }[];
}

/** `games` with `count` slot games: the real ones, then copies of them numbered 2, 3, … */
export function withSlotGames<T extends GamesFile>(games: T, count: number): T {
  const rounds = Math.ceil(count / games.slotGames.length);
  const slotGames = Array.from({ length: rounds }, (_, round) => games.slotGames.map((game) => (round ? { ...game, title: `${game.title} ${round + 1}` } : game)));
  return { ...games, slotGames: slotGames.flat().slice(0, count) };
}

/** Builds a copy with `count` slot games (null: the content as it is) and reads what the build wrote, by the report's columns. */
function buildWithGames(root: string, count: number | null, log: (message: string) => void): Record<string, number> {
  const dir = path.join(root, '.e2e-sites', `bench-games-${count ?? 'as-is'}`);
  copyProject(root, dir);
  try {
    const gamesFile = path.join(dir, 'content', 'games.json');
    const games = JSON.parse(readFileSync(gamesFile, 'utf8')) as GamesFile;
    if (count !== null) writeFileAtomicSync(gamesFile, `${JSON.stringify(withSlotGames(games, count), null, 2)}\n`);
    const logFile = path.join(root, 'bench', '.work', `build-games-${count ?? 'as-is'}.log`);
    log(`building with ${count ?? games.slotGames.length} slot games (log: ${path.relative(root, logFile)})`);
    const seconds = timedBuild(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], { cwd: dir, logFile });
    const defs = JSON.parse(readFileSync(path.join(dir, 'deploy', 'headers.json'), 'utf8')) as Definitions;
    const headersLines = readFileSync(path.join(dir, 'out', '_headers'), 'utf8').split('\n');
    return {
      'slot games': count ?? games.slotGames.length,
      'build s': seconds,
      'home HTML B': statSync(path.join(dir, 'out', 'index.html')).size,
      'home inline scripts': defs.csp.pages['/']?.scriptHashes.length ?? 0,
      'home CSP chars': defs.csp.pages['/']?.policy.length ?? 0,
      'union CSP chars': defs.stats.cspLength,
      [`_headers longest /${CLOUDFLARE_LINE_LIMIT}`]: Math.max(...headersLines.map((line) => line.length)),
      [`CloudFront CSP fn B /${CLOUDFRONT_FUNCTION_LIMIT}`]: statSync(path.join(dir, 'deploy', 'cloudfront-csp-function.js')).size,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The content as it is, then each count in turn, one build each, with each build's time over the first's. */
export function gameScale(root: string, counts: number[], log: (message: string) => void) {
  const rows: Record<string, number>[] = [];
  for (const count of [null, ...counts]) {
    const row = buildWithGames(root, count, log);
    rows.push({ ...row, 'x as-is': Number(((row['build s'] ?? 0) / (rows[0]?.['build s'] ?? row['build s'] ?? 1)).toFixed(2)) });
    log(`${row['slot games']} games: ${row['build s']} s`);
  }
  const report = table(Object.keys(rows[0] ?? {}), rows.map(Object.values));
  return { rows, report: `Whole build (npm run build) by slot games, one run each, Next's cache cold, images warm\n${report}` };
}
