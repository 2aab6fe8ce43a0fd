// Where `npm run host-configs` may write: its two folders are swapped in whole (scripts/staging.ts), and what
// stood there before is deleted. So each must be an output folder of its own: neither the other nor inside it,
// not the folder it runs in or one that holds it, and no project (a .git or a package.json in it). And what stands
// at --deploy already is a folder an earlier run wrote (a headers.json the build wrote) or an empty one: --deploy
// package.json, .git or content replaced those whole, and so did a folder holding any file named headers.json (two
// attacker's passes).
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_BY, readHeadersFile } from './headers';

/** `target` with every link in it resolved, as far as it exists (a folder still to be made keeps its name). */
export function real(target: string): string {
  const absolute = path.resolve(target);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = path.dirname(absolute);
  return parent === absolute ? absolute : path.join(real(parent), path.basename(absolute));
}

/** Whether `folder` holds a headers file the build wrote (its mark), not just a file of that name. */
function writtenByARun(folder: string): boolean {
  try {
    return (JSON.parse(readHeadersFile(path.join(folder, 'headers.json'))) as { generatedBy?: unknown }).generatedBy === GENERATED_BY;
  } catch {
    return false;
  }
}

const holds = (outer: string, inner: string) => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/** One line on why `dir` (--dir) and `deploy` (--deploy) cannot be written from `cwd`, or null. */
export function outputFolderProblem(dir: string, deploy: string, cwd: string = process.cwd()): string | null {
  const folders = { '--dir': real(dir), '--deploy': real(deploy) };
  const [out, conf] = [folders['--dir'], folders['--deploy']];
  if (out === conf) return `--dir and --deploy are one folder (${out}): give each a folder of its own`;
  if (holds(out, conf)) return `--deploy (${conf}) is inside --dir (${out}): give each a folder of its own`;
  if (holds(conf, out)) return `--dir (${out}) is inside --deploy (${conf}): give each a folder of its own`;
  const here = real(cwd);
  for (const [flag, folder] of Object.entries(folders)) {
    if (existsSync(folder) && !statSync(folder).isDirectory())
      return `${flag} (${folder}) is a file, not a folder, and would be replaced whole: choose an output folder such as deploy`;
    if (holds(folder, here)) return `${flag} (${folder}) is this folder or holds it, and would be replaced whole: choose an output folder such as deploy`;
    for (const mark of ['.git', 'package.json'])
      if (existsSync(path.join(folder, mark))) return `${flag} (${folder}) holds ${mark}: it is a project, not an output folder, and would be replaced whole`;
  }
  if (existsSync(conf) && readdirSync(conf).length > 0 && !writtenByARun(conf))
    return `--deploy (${conf}) holds files but no headers.json the build wrote: it is no folder a run wrote, and would be replaced whole: choose an empty or new folder`;
  return null;
}
