// All or nothing: the build writes the new out/ and deploy/ into staging folders and swaps them into
// place only once every step has passed, so a build that fails (or is stopped) at any step leaves the
// last good output whole: never new HTML beside an old CSP, or a config without its pages.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where the next version of `target` is written: `.staging/<name>` beside it, on the same filesystem, so the swap is a rename. */
export function stagingPath(target: string): string {
  return path.join(path.dirname(target), '.staging', path.basename(target));
}

/**
 * Runs `work` with an empty staging folder for each target, then swaps every one into place.
 * When `work` throws, the staging folders are removed and the targets stay as they were.
 */
export async function staged<K extends string>(targets: Record<K, string>, work: (staging: Record<K, string>) => Promise<void>): Promise<void> {
  const keys = Object.keys(targets) as K[];
  const staging = Object.fromEntries(keys.map((key) => [key, stagingPath(targets[key])])) as Record<K, string>;
  const clear = () => keys.forEach((key) => rmSync(staging[key], { recursive: true, force: true }));
  // A build stopped before its swap leaves its staging folders behind.
  clear();
  keys.forEach((key) => mkdirSync(staging[key], { recursive: true }));
  try {
    await work(staging);
  } catch (error) {
    clear();
    throw error;
  }
  swap(keys.map((key) => ({ target: targets[key], next: staging[key] })));
}

/** Moves each target aside and its new version in, then deletes the old ones; if a move fails, every move made is undone. */
function swap(pairs: { target: string; next: string }[]) {
  const undo: (() => void)[] = [];
  const previous = (next: string) => `${next}.previous`;
  try {
    for (const { target, next } of pairs) {
      rmSync(previous(next), { recursive: true, force: true });
      if (existsSync(target)) {
        renameSync(target, previous(next));
        undo.push(() => renameSync(previous(next), target));
      }
      renameSync(next, target);
      undo.push(() => renameSync(target, next));
    }
  } catch (error) {
    for (const step of undo.reverse()) step();
    throw error;
  }
  for (const { next } of pairs) rmSync(previous(next), { recursive: true, force: true });
}
