// Every write of a content file or an image goes aside first: a temporary file in the same folder,
// flushed to disk, then renamed over the old one. A rename within one filesystem is atomic, so a
// reader (the build, Next's watcher) sees the old file or the new one, never half of either, and
// Ctrl+C, a kill or a full disk during the write leaves the old file whole.
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** `.<name>.<random>.saving`: a dot file (no URL, no data file), named so that a leftover is known as ours. */
const LEFTOVER = /^\..+\.[0-9a-f]{12}\.saving$/;
const asideOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.saving`);

/** Writes `data` to `file` atomically (see above). */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const aside = asideOf(file);
  try {
    const handle = await open(aside, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

/** The same, for the build's synchronous steps. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const aside = asideOf(file);
  try {
    const fd = openSync(aside, 'wx', 0o644);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(aside, file);
  } catch (error) {
    rmSync(aside, { force: true });
    throw error;
  }
}

/** Removes what writes stopped half way (a kill, a crash) left in `dir` and its folders; returns the files removed. */
export function removeLeftovers(dir: string): string[] {
  const removed: string[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return; // not there (yet)
    }
    for (const entry of entries) {
      const abs = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.isFile() && LEFTOVER.test(entry.name)) {
        rmSync(abs, { force: true });
        removed.push(abs);
      }
    }
  };
  walk(dir);
  return removed;
}

/** Runs tasks one at a time, in the order given: two saves never interleave. */
export function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => {});
    return run;
  };
}
