// `npm run observatory`: scans the `npm start` server with the MDN HTTP Observatory
// scanner (npm @mdn/mdn-http-observatory), offline, against 127.0.0.1.
//
// The scanner is installed on first use into .cache/observatory (its own prefix, never
// package.json) with --ignore-scripts: its postinstall downloads the HSTS preload list,
// which this closed network cannot reach; an empty list is written instead (it only feeds
// the HSTS test, which needs HTTPS anyway). Exits non-zero when any test fails other than
// those that can only pass over HTTPS (redirection to HTTPS, HSTS).
//
//   tsx test-support/observatory.ts [--dir out] [--json]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startSiteServer, type RunningSite } from './site-process';

const VERSION = '1.4.8';
const PREFIX = path.resolve('.cache', 'observatory');
const PKG = path.join(PREFIX, 'node_modules', '@mdn', 'mdn-http-observatory');
/** Tests that cannot pass on plain http://127.0.0.1, with the results they then give. */
const NEEDS_HTTPS: Record<string, string[]> = {
  redirection: ['redirection-missing', 'redirection-not-to-https', 'redirection-not-to-https-on-initial-redirection'],
  'strict-transport-security': ['hsts-not-implemented-no-https', 'hsts-invalid-cert'],
};

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' }, json: { type: 'boolean', default: false } } });
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`observatory: ${values.dir}/index.html not found: run \`npm run build\` first`);
  process.exit(1);
}

async function main() {
  if (!existsSync(path.join(PKG, 'package.json'))) {
    console.log(`observatory: installing @mdn/mdn-http-observatory@${VERSION} into ${path.relative(process.cwd(), PREFIX)} ...`);
    mkdirSync(PREFIX, { recursive: true });
    if (!existsSync(path.join(PREFIX, 'package.json'))) writeFileSync(path.join(PREFIX, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--prefix', PREFIX, '--ignore-scripts', '--no-audit', '--no-fund', '--omit=dev', '--loglevel=error', `@mdn/mdn-http-observatory@${VERSION}`], {
      stdio: 'inherit',
    });
  }
  const preload = path.join(PKG, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');

  let server: RunningSite | undefined;
  let exitCode = 0;
  try {
    server = await startSiteServer(root);
    const { port } = server;
    const { scan } = await import(pathToFileURL(path.join(PKG, 'src', 'scanner', 'index.js')).href);
    const result = await scan(`127.0.0.1:${port}`);
    if (values.json) console.log(JSON.stringify(result, null, 2));

    console.log(`\nMDN HTTP Observatory ${VERSION} (algorithm ${result.scan.algorithmVersion}) on http://127.0.0.1:${port}/`);
    console.log(`grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed\n`);
    const failures: string[] = [];
    for (const [name, t] of Object.entries(result.tests as Record<string, { pass: boolean; result: string; scoreModifier?: number }>)) {
      const httpsOnly = !t.pass && (NEEDS_HTTPS[name] ?? []).includes(t.result);
      if (!t.pass && !httpsOnly) failures.push(name);
      const mark = t.pass ? 'pass' : httpsOnly ? 'n/a ' : 'FAIL';
      const modifier = typeof t.scoreModifier === 'number' ? `${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier}` : '';
      console.log(`${mark}  ${name.padEnd(30)} ${String(t.result).padEnd(52)} ${modifier}${httpsOnly ? '  (needs HTTPS)' : ''}`);
    }
    if (failures.length) {
      console.error(`\nobservatory: failed: ${failures.join(', ')}`);
      exitCode = 1;
    } else {
      console.log('\nobservatory: every test that can pass over plain HTTP passed');
    }
  } catch (err) {
    console.error(`observatory: ${err instanceof Error ? err.message : err}`);
    exitCode = 1;
  } finally {
    server?.stop();
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(`observatory: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
