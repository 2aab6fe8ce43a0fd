// One build at a time in a project folder: two would share the staging folders (./staging.ts), Next's build
// folder and what scripts/prepare.ts writes (fonts, images), so each could swap in the other's half-written
// output. proper-lockfile makes the lock a folder (mkdir is atomic) whose time the holder renews; one left by a
// build that was killed goes stale and is taken over, whatever process now has its id.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Where the lock lives: beside the staging folders. */
export const lockPath = (root: string) => path.join(root, '.staging', 'build.lock');

/** A lock not renewed for this long is a killed build's (the holder renews it every 2 s). */
const STALE_MS = 10_000;

/**
 * Takes the project's build lock, or throws one line saying another build holds it; returns its release. A build
 * whose lock another has taken over since (this one's renewal came too late: a machine asleep, a stalled event
 * loop) stops at once with one line, its exit code 1: both now write the same folders, and the renewal that finds
 * it out runs on a timer, outside the build's own chain of errors.
 */
export async function takeBuildLock(root: string): Promise<() => Promise<void>> {
  const file = lockPath(root);
  mkdirSync(path.dirname(file), { recursive: true });
  const onCompromised = (error: NodeJS.ErrnoException) => {
    // ECOMPROMISED: a renewal came too late, the lock stale to any other build (which may have taken it); else the lock's folder went (ENOENT)
    const what =
      error.code === 'ECOMPROMISED' ? "this build's lock went stale and another build may have taken it" : `this build's lock could not be kept (${error.code ?? error.message})`;
    console.error(`build: ${what} (${path.relative(root, file)}), so this one stops: run npm run build again once no other build is running`);
    process.exit(1);
  };
  try {
    return await lockfile.lock(root, { lockfilePath: file, realpath: false, stale: STALE_MS, update: 2_000, retries: 0, onCompromised });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(`another build is running in this folder (${path.relative(root, file)}): wait for it to end, then build again`);
  }
}
