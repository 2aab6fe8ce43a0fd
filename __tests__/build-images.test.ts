/** @jest-environment node */
import sharp from 'sharp';
import { undecodableImages } from '../scripts/build-images';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f5c542' } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('undecodableImages (the build stops before encoding a broken source)', () => {
  test('a valid image passes', async () => {
    expect(await undecodableImages([{ src: '/images/ok.png', bytes: await png(), uses: ['content/home.json: welcome.image'] }])).toEqual([]);
  });

  test("a truncated file: the decoder's own reason, every entry that uses it, and the fix, on one line", async () => {
    const whole = await png();
    const [line, ...rest] = await undecodableImages([
      { src: '/images/cut.png', bytes: whole.subarray(0, whole.length / 2), uses: ['content/games.json: slotGames[3].image', 'content/home.json: hero.image'] },
    ]);
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /^content\/games\.json: slotGames\[3\]\.image; content\/home\.json: hero\.image: the image "\/images\/cut\.png" cannot be decoded: .+\. Fix: replace the file/,
    );
    // libvips names the loader and what went wrong, e.g. "VipsPngload: ... read error" or "premature end".
    expect(line).toMatch(/png/i);
    expect(line).not.toContain('\n');
  });

  test("a header-only JPEG: all of the decoder's messages, once each, on one line", async () => {
    const jpeg = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    const [line] = await undecodableImages([{ src: '/images/cut.jpg', bytes: jpeg.subarray(0, 300), uses: ['content/home.json: welcome.image'] }]);
    expect(line).toMatch(/cannot be decoded: .*premature end of JPEG image/);
    expect(line).toMatch(/missing SOS marker/);
    expect(line).not.toContain('\n');
    expect(line!.match(/missing SOS marker/g)).toHaveLength(1);
  });

  test('a file that is not an image at all', async () => {
    const [line] = await undecodableImages([{ src: '/images/not.webp', bytes: Buffer.from('<html>not an image</html>'), uses: ['content/games.json: gridGames[0].image'] }]);
    expect(line).toMatch(/^content\/games\.json: gridGames\[0\]\.image: the image "\/images\/not\.webp" cannot be decoded: .*unsupported image format/);
  });
});
