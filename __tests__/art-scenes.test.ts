/** @jest-environment node */
import { ART_OUTPUTS, SCENES, slug } from '../scripts/art/scenes';

describe('the art step names its files', () => {
  test('from the title, in plain Latin letters and digits', () => {
    expect(slug('Crazy 777')).toBe('crazy-777');
    expect(slug('  Café Royale! ')).toBe('cafe-royale');
  });

  test('a title with no Latin letter or digit still gets a stable, distinct, non-empty name', () => {
    const names = ['🎰🎰🎰', '🎲🎲', '福', '!!!'].map(slug);
    for (const name of names) expect(name).toMatch(/^art-[a-z0-9]+$/);
    expect(new Set(names).size).toBe(names.length);
    expect(slug('🎰🎰🎰')).toBe(names[0]);
  });

  test('no two scenes write the same file', () => {
    expect(ART_OUTPUTS.size).toBe(SCENES.length);
    for (const path of ART_OUTPUTS) expect(path).toMatch(/^\/images\/art\/([a-z]+\/)?[a-z0-9-]+\.webp$/);
  });
});
