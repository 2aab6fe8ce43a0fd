/** @jest-environment node */
import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
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

  // A cut-out set on its backdrop: an opaque master whose corners are the glow's edge colour, not black.
  it.each(Object.keys(SCENES).filter((name) => SCENES[name]!.backdrop))('%s is set on its backdrop glow', async (name) => {
    const { data, info } = await sharp(outputFile(name)).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const edge = SCENES[name]!.backdrop![1].match(/\w\w/g)!.map((hex) => parseInt(hex, 16));
    const corner = [...data.subarray(0, 3)];
    corner.forEach((value, channel) => expect(Math.abs(value - edge[channel]!)).toBeLessThanOrEqual(24));
  });

  // The "why choose" icons share one optical size: each subject trimmed, scaled to its `fit` and centred.
  it.each(Object.keys(SCENES).filter((name) => SCENES[name]!.fit))('%s fills its fit of the frame, centred', async (name) => {
    const { width, height, fit } = SCENES[name]!;
    const { info } = await sharp(outputFile(name)).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width / width, info.height / height)).toBeCloseTo(fit!, 2);
    const left = -(info.trimOffsetLeft ?? 0);
    const top = -(info.trimOffsetTop ?? 0);
    expect(Math.abs(left - (width - left - info.width))).toBeLessThanOrEqual(3);
    expect(Math.abs(top - (height - top - info.height))).toBeLessThanOrEqual(3);
  });

  it('keeps the committed masters under 20 MB in all', () => {
    const bytes = Object.keys(SCENES).reduce((sum, name) => sum + (existsSync(outputFile(name)) ? statSync(outputFile(name)).size : 0), 0);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });
});
