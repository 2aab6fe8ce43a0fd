// `npm run bench -- --games 100,200,500`: the whole `npm run build` timed with N games in the slot
// gallery, against the same build of the content as it is. Each build runs on its own copy of the
// project (.e2e-sites/bench-games-N, test-support/project-copy.ts) whose content/games.json holds N
// slot games: the real ones, then numbered copies of them with the same images, so there is no new
// image to encode. Every copy starts without Next's cache and with the images already encoded.
// Beside the time: what the growth does to the home page and to the host configs and their limits.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Definitions } from '../../hosting/headers';
import { copyProject } from '../../test-support/project-copy';
import { timedBuild } from './build';

interface GamesFile {
  slotGames: { title: string }[];
}

/** `games` with `count` slot games: the real ones, then copies of them numbered 2, 3, … */
export function withSlotGames<T extends GamesFile>(games: T, count: number): T {
  const rounds = Math.ceil(count / games.slotGames.length);
  const slotGames = Array.from({ length: rounds }, (_, round) => games.slotGames.map((game) => (round ? { ...game, title: `${game.title} ${round + 1}` } : game)));
  return { ...games, slotGames: slotGames.flat().slice(0, count) };
}

export interface GameScaleRow {
  games: number;
  seconds: number;
  /** the build time over the build of the content as it is */
  ratio: number;
  homeHtmlBytes: number;
  homeInlineScripts: number;
  homeCspLength: number;
  unionCspLength: number;
  headersLongestLine: number;
  cloudfrontCspFunctionBytes: number;
}

/** Builds a copy with `count` slot games (null: the content as it is) and reads what the build wrote. */
async function buildWithGames(root: string, count: number | null, log: (message: string) => void): Promise<Omit<GameScaleRow, 'ratio'>> {
  const dir = path.join(root, '.e2e-sites', `bench-games-${count ?? 'as-is'}`);
  copyProject(root, dir);
  try {
    const gamesFile = path.join(dir, 'content', 'games.json');
    const games = JSON.parse(readFileSync(gamesFile, 'utf8')) as GamesFile;
    if (count !== null) writeFileSync(gamesFile, `${JSON.stringify(withSlotGames(games, count), null, 2)}\n`);
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const logFile = path.join(root, 'bench', '.work', `build-games-${count ?? 'as-is'}.log`);
    log(`building with ${count ?? games.slotGames.length} slot games (log: ${path.relative(root, logFile)})`);
    const seconds = await timedBuild(process.execPath, [tsx, 'scripts/build.ts'], { cwd: dir, logFile });
    const defs = JSON.parse(readFileSync(path.join(dir, 'deploy', 'headers.json'), 'utf8')) as Definitions;
    const home = defs.csp.pages['/'];
    return {
      games: count ?? games.slotGames.length,
      seconds,
      homeHtmlBytes: statSync(path.join(dir, 'out', 'index.html')).size,
      homeInlineScripts: home?.scriptHashes.length ?? 0,
      homeCspLength: home?.policy.length ?? 0,
      unionCspLength: defs.stats.cspLength,
      headersLongestLine: Math.max(
        ...readFileSync(path.join(dir, 'out', '_headers'), 'utf8')
          .split('\n')
          .map((line) => line.length),
      ),
      cloudfrontCspFunctionBytes: statSync(path.join(dir, 'deploy', 'cloudfront-csp-function.js')).size,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The content as it is, then each count in turn; one build each, one after the other. */
export async function measureGameScale(root: string, counts: number[], log: (message: string) => void): Promise<GameScaleRow[]> {
  const rows: GameScaleRow[] = [];
  for (const count of [null, ...counts]) {
    const row = await buildWithGames(root, count, log);
    rows.push({ ...row, ratio: Number((row.seconds / (rows[0]?.seconds ?? row.seconds)).toFixed(2)) });
    log(`${row.games} games: ${row.seconds} s`);
  }
  return rows;
}
