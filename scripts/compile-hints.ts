// Marks every JavaScript chunk of the export with V8's explicit compile hint
// (https://v8.dev/blog/explicit-compile-hints): `//# allFunctionsCalledOnLoad` as the first line
// tells Chrome (136+) to compile all of the file's functions eagerly, on the background thread that
// already parses the script while it downloads, instead of lazily on the main thread the first time
// each function runs. Next's chunks (React DOM, the router) run almost all of their code on load,
// so this moves most of the hydration-time compile work off the main thread. Other engines
// ignore the comment. Runs after `next build`; idempotent.
import fs from 'node:fs/promises';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dir = path.resolve(process.argv[2] ?? 'out', '_next/static/chunks');

async function main() {
  let marked = 0;
  for (const name of await fs.readdir(dir, { recursive: true })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = await fs.readFile(file, 'utf8');
    if (text.startsWith(HINT)) continue;
    await fs.writeFile(file, HINT + text);
    marked += 1;
  }
  console.log(`compile hints: marked ${marked} chunk(s) in ${path.relative(process.cwd(), dir)}`);
}

main().catch((error: Error) => {
  console.error(`compile hints: ${error.message}`);
  process.exit(1);
});
