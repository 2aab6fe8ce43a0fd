// The post-build step on its own, for an export already in out/ (`npm run host-configs`; `npm run
// build` runs the same step, hosting/host-files.ts, on its staging folders): the header definitions,
// every host's config and the precompressed siblings. All or nothing like the build: it works on a
// copy of out/ and swaps it and the new deploy/ in only when every file is written, so a host limit
// passed leaves out/ and deploy/ as they were. It holds the build lock of each folder it stages in: two at once
// (or one beside npm run build) shared the staging folders and deleted each other's files.
//
//   tsx hosting/postbuild.ts [--dir out] [--deploy deploy] [--no-compress]
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { takeBuildLock } from '../scripts/build-lock';
import { staged } from '../scripts/staging';
import { logSummary, writeHostFiles } from './host-files';
import { outputFolderProblem, real } from './output-folders';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    deploy: { type: 'string', default: 'deploy' },
    'no-compress': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const deployDir = path.resolve(values.deploy);
const rel = (p: string) => path.relative(process.cwd(), p) || '.';

async function main() {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`postbuild: ${rel(root)}/index.html not found (did next build run with output: 'export'?)`);
    process.exit(1);
  }
  const problem = outputFolderProblem(root, deployDir);
  if (problem) {
    console.error(`postbuild: ${problem}`);
    process.exit(1);
  }
  const started = Date.now();
  // The staging folders sit beside their targets (scripts/staging.ts), and so do the locks (one a folder, however spelt).
  const releases: (() => Promise<void>)[] = [];
  try {
    for (const folder of new Set([root, deployDir].map((target) => path.dirname(real(target))))) releases.push(await takeBuildLock(folder));
    await staged({ out: root, deploy: deployDir }, async (staging) => {
      // The same times as the originals: ETag and Last-Modified stay as they were.
      cpSync(root, staging.out, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
      const summary = await writeHostFiles({ root: staging.out, deployDir: staging.deploy, compress: !values['no-compress'] });
      logSummary(summary, { out: rel(root), deploy: rel(deployDir) });
      // Looked at again just before the swap: a folder put at either place while this run worked is not replaced.
      const late = outputFolderProblem(root, deployDir);
      if (late) throw new Error(late);
    });
  } finally {
    for (const release of releases) await release();
  }
  console.log(`postbuild: done in ${Date.now() - started} ms`);
}

main().catch((error: Error) => {
  for (const line of error.message.split('\n')) console.error(`postbuild: ${line}`);
  process.exit(1);
});
