// What each key-art render is made from, and the hash of it recorded beside the renders
// (art/renders.json): a test compares the two, so a scene changed without a new `npm run art` fails.
// No heavy imports: Jest loads this.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ART = __dirname;
export const ROOT = path.join(ART, '..');
export const MANIFEST = path.join(ART, 'renders.json');
export const OUTPUT_DIR = path.join(ROOT, 'public', 'images', 'art');
/** How the masters are encoded: part of every render's hash. */
export const WEBP = { quality: 90, alphaQuality: 90, effort: 6 } as const;

/** The CC0 HDRIs the scenes are lit by (npm @pmndrs/assets), decoded into .cache/hdri/ by art/render.ts. */
export const HDRI_PACKAGE = path.dirname(require.resolve('@pmndrs/assets/package.json'));
const HDRI_VERSION = (JSON.parse(readFileSync(path.join(HDRI_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;

export interface SceneSettings {
  width: number;
  height: number;
  samples: number;
  transparent?: boolean;
  /** A cut-out's ground: art/render.ts sets the render on a soft round glow of these two colours, from its centre out. */
  backdrop?: [centre: string, edge: string];
  /** A cut-out icon's optical size: art/render.ts trims the render to its subject and scales that to this share of the frame. */
  fit?: number;
}

export const SCENES: Record<string, SceneSettings> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(ART, 'scenes.json'), 'utf8')) as Record<string, SceneSettings>).filter(([name]) => !name.startsWith('$')),
);

export const sceneFile = (name: string) => path.join(ART, 'scenes', `${name}.py`);
export const outputFile = (name: string) => path.join(OUTPUT_DIR, `${name}.webp`);

/** The library modules a Python file imports (`from lib import a, b`, `from lib.a import …`, `from . import a`). */
function libImports(source: string): string[] {
  const names = [...source.matchAll(/^from (?:lib|\.)(?:\.(\w+))? import ([\w, ]+)/gm)].flatMap(([, module, names]) =>
    module ? [module] : names!.split(',').map((name) => name.trim()),
  );
  return names.filter((name) => existsSync(path.join(ART, 'lib', `${name}.py`)));
}

/** The files a scene reads: its script, the library modules it imports (and theirs), the textures it names. */
export function sceneInputs(name: string): string[] {
  const script = readFileSync(sceneFile(name), 'utf8');
  const modules = new Set<string>();
  const visit = (source: string) => {
    for (const lib of libImports(source)) {
      if (modules.has(lib)) continue;
      modules.add(lib);
      visit(readFileSync(path.join(ART, 'lib', `${lib}.py`), 'utf8'));
    }
  };
  visit(script);
  const lib = [...modules].sort().map((module) => path.join(ART, 'lib', `${module}.py`));
  const textures = [...script.matchAll(/textures\/([\w.-]+)/g)].map((match) => path.join(ART, 'textures', match[1]!));
  return [sceneFile(name), ...lib, ...textures];
}

export function sceneHash(name: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ settings: SCENES[name], webp: WEBP, hdri: HDRI_VERSION }));
  for (const file of sceneInputs(name)) hash.update(path.relative(ART, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

export const readManifest = (): Record<string, string> => JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
