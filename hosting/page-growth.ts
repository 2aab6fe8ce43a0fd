// What made a page's policy long, said in terms of the content: how many inline scripts the page
// has, and the content list it shows the most entries of (lists are what grow a page: games,
// providers, sections). Only asked when a host limit is passed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageCsp } from './headers';

const CONTENT_DIR = path.join(__dirname, '..', 'content');

/** Every list of objects in a content value, named by its path (`slotGames`, `sections[2].items`). */
function listsIn(value: unknown, at = '', found: { list: string; items: unknown[] }[] = []): { list: string; items: unknown[] }[] {
  if (Array.isArray(value)) {
    if (value.some((item) => item && typeof item === 'object')) found.push({ list: at, items: value });
    value.forEach((item, index) => listsIn(item, `${at}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) listsIn(child, at ? `${at}.${key}` : key, found);
  }
  return found;
}

/** The texts of an entry that a page would show as they are (no placeholders, nothing too short to tell apart). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 4 && !value.includes('{') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The content list `html` shows the most entries of (an entry is shown when one of its texts is in the page). */
function largestListOn(html: string): { file: string; list: string; shown: number } | null {
  let largest: { file: string; list: string; shown: number } | null = null;
  for (const name of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.json'))) {
    const file = `content/${name}`;
    for (const { list, items } of listsIn(JSON.parse(readFileSync(path.join(CONTENT_DIR, name), 'utf8')))) {
      const shown = items.filter((item) => textsOf(item).some((text) => html.includes(text))).length;
      if (shown > (largest?.shown ?? 0)) largest = { file, list, shown };
    }
  }
  return largest;
}

/** "/ has 47 inline scripts and shows 500 entries of content/games.json slotGames": the page's share in a policy that grew. */
export function pageGrowth(root: string, route: string, page: PageCsp): string {
  const scripts = `${route} has ${page.scriptHashes.length} inline script${page.scriptHashes.length === 1 ? '' : 's'}`;
  const list = largestListOn(readFileSync(path.join(root, page.file), 'utf8'));
  return list ? `${scripts} and shows ${list.shown.toLocaleString('en')} entries of ${list.file} ${list.list}` : scripts;
}
