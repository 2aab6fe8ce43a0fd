// What a folder holds, for tests that must show a step left it exactly as it was.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../hosting/export-files';

/** Every file under `dir` (POSIX path → SHA-256 of its bytes); {} when `dir` does not exist. */
export function treeDigest(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}
