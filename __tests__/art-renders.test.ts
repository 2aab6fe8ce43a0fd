/** @jest-environment node */
import { existsSync, statSync } from 'node:fs';
import { SCENES, outputFile, readManifest, sceneHash } from '../art/sources';

describe('the key art (npm run art)', () => {
  const manifest = readManifest();

  it.each(Object.keys(SCENES))('%s was rendered from its current scene, shared library and textures', (name) => {
    expect({ recorded: manifest[name], 'run npm run art': sceneHash(name) }).toEqual({ recorded: manifest[name], 'run npm run art': manifest[name] });
    expect(existsSync(outputFile(name))).toBe(true);
  });

  it('records no render of a scene that no longer exists', () => {
    expect(Object.keys(manifest).filter((name) => !SCENES[name])).toEqual([]);
  });

  it('keeps the committed masters under 20 MB in all', () => {
    const bytes = Object.keys(SCENES).reduce((sum, name) => sum + (existsSync(outputFile(name)) ? statSync(outputFile(name)).size : 0), 0);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });
});
