/** @jest-environment node */
import { rawContent } from '@/content';
import { loadContent, type RawContent } from '@/content/load';

const load = (change: (raw: Record<string, Record<string, unknown>>) => void) => {
  const raw = structuredClone(rawContent) as unknown as Record<string, Record<string, unknown>>;
  change(raw);
  return loadContent(raw as unknown as RawContent, {}, { publicFileExists: () => true });
};

describe('placeholders', () => {
  it('show no currency until the operator sets one', () => {
    const content = load(() => {});
    expect(content.claims.newMemberBonus).toBe('Free 100');
    expect(content.home.hero.offer.amount).toBe('Free 100');
  });

  it('carry a configured currency symbol into every text that quotes the bonus', () => {
    const content = load((raw) => (raw.claims!.currencySymbol = '₱'));
    expect(content.claims.newMemberBonus).toBe('Free ₱100');
    expect(content.home.hero.offer.amount).toBe('Free ₱100');
    expect(content.home.bonuses.items[0]?.text).toBe('Free ₱100 welcome bonus for new members');
    expect(content.navigation.topBar.free100.label).toBe('Free ₱100');
  });
});
