// `npm run art`: renders the key art with Blender (Cycles on the CPU, headless) from the scene scripts
// in art/scenes/, each whose sources changed since its last render (art/renders.json), and encodes
// the committed masters (public/images/art/<scene>.webp, twice their shown size). The site build only
// resizes these; it never needs Blender.
//
//   npm run art [-- --only hero,welcome] [-- --force]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { HDRI_PACKAGE, MANIFEST, OUTPUT_DIR, ROOT, SCENES, WEBP, outputFile, readManifest, sceneFile, sceneHash, sceneInputs, type SceneSettings } from './sources';
import { writeFileAtomic, writeFileAtomicSync } from '../scripts/atomic-write';

const CACHE = path.join(ROOT, '.cache', 'art');
const HDRI_DIR = path.join(ROOT, '.cache', 'hdri');

function blenderVersion(): string {
  try {
    return execFileSync('blender', ['--version'], { encoding: 'utf8' }).split('\n')[0]!.trim();
  } catch {
    console.error('art: Blender is not installed. Install it with: sudo apt-get install -y blender');
    process.exit(1);
  }
}

/** The HDRIs ship base64-encoded in JavaScript modules; Blender reads .exr files. */
function decodeHdris(script: string) {
  mkdirSync(HDRI_DIR, { recursive: true });
  for (const [, name] of script.matchAll(/world\([^)]*?'(\w+)'/g)) {
    const target = path.join(HDRI_DIR, `${name}.exr`);
    if (existsSync(target)) continue;
    const source = readFileSync(path.join(HDRI_PACKAGE, 'hdri', `${name}.exr.js`), 'utf8');
    writeFileAtomicSync(target, Buffer.from(source.slice(source.indexOf('base64,') + 7, source.lastIndexOf("'")), 'base64'));
  }
}

async function renderScene(name: string): Promise<number> {
  const settings = SCENES[name]!;
  // The scene's own script and the library modules it builds from (the game tiles set their world in lib/tiles.py).
  decodeHdris(
    sceneInputs(name)
      .filter((file) => file.endsWith('.py'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
  );
  mkdirSync(CACHE, { recursive: true });
  const png = path.join(CACHE, `${name}.png`);
  // A fitted icon renders larger, so that its trimmed subject is scaled down to the frame, never up.
  const scale = settings.fit ? 2 : 1;
  const started = Date.now();
  const blender = spawnSync(
    'nice',
    [
      '-n',
      '10',
      'blender',
      '-b',
      '--factory-startup',
      '-P',
      sceneFile(name),
      '--',
      png,
      String(settings.width * scale),
      String(settings.height * scale),
      String(settings.samples),
      HDRI_DIR,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (blender.status !== 0 || !existsSync(png)) {
    const log = `${blender.stdout}\n${blender.stderr}`.split('\n').filter((line) => /error|traceback|exception/i.test(line));
    throw new Error(`${name}: Blender stopped (${blender.status ?? blender.signal}): ${log.slice(-3).join(' | ') || 'no error printed'}`);
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const master = settings.backdrop ? sharp(await onBackdrop(png, settings)).removeAlpha() : settings.fit ? sharp(await fitted(png, settings)) : sharp(png);
  await writeFileAtomic(outputFile(name), await master.webp(WEBP).toBuffer());
  return Date.now() - started;
}

/** An opaque master of a cut-out: its soft glow costs the page's small AVIFs far fewer bytes than an alpha channel. */
function onBackdrop(png: string, { width, height, backdrop }: SceneSettings): Promise<Buffer> {
  const [centre, edge] = backdrop!;
  const glow = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(glow))
    .composite([{ input: png }])
    .png()
    .toBuffer();
}

/** A set of icons drawn to one optical size: the cut-out trimmed to what it shows, scaled to `fit` of the frame and centred. */
async function fitted(png: string, { width, height, fit }: SceneSettings): Promise<Buffer> {
  const subject = await sharp(png)
    .trim({ threshold: 1 })
    .resize({ width: Math.round(width * fit!), height: Math.round(height * fit!), fit: 'inside' })
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: subject, gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' }, force: { type: 'boolean', default: false } } });
  const names = values.only ? values.only.split(',') : Object.keys(SCENES);
  const unknown = names.filter((name) => !SCENES[name]);
  if (unknown.length) throw new Error(`no scene named ${unknown.join(', ')} in art/scenes.json`);
  const manifest = existsSync(MANIFEST) ? readManifest() : {};
  const due = names.filter((name) => values.force || manifest[name] !== sceneHash(name) || !existsSync(outputFile(name)));
  if (due.length === 0) return console.log('art: every render is up to date');
  console.log(`art: ${blenderVersion()}; rendering ${due.join(', ')}`);
  for (const name of due) {
    // The hash of the sources as rendered: a source edited while Blender runs stays due for the next run.
    const hash = sceneHash(name);
    const ms = await renderScene(name);
    manifest[name] = hash;
    const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
    writeFileAtomicSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
    const { width, height, samples } = SCENES[name]!;
    console.log(`art: ${name} ${width}x${height}, ${samples} samples, in ${(ms / 1000).toFixed(0)} s`);
  }
}

main().catch((error: Error) => {
  console.error(`art: ${error.message}`);
  process.exit(1);
});
