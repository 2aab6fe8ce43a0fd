import { campaign } from '@/content';
import { pickCampaignParams, withCampaignParams } from '@/lib/campaign';

describe('campaign parameters', () => {
  it('keeps utm_* and the configured click ids, in order, and nothing else', () => {
    const search = '?utm_source=fb&q=casino&gclid=abc&utm_campaign=nov&session=1&fbclid=F&ttclid=T&msclkid=M&utm_medium=';
    expect(pickCampaignParams(search, campaign)).toEqual([
      ['utm_source', 'fb'],
      ['gclid', 'abc'],
      ['utm_campaign', 'nov'],
      ['fbclid', 'F'],
      ['ttclid', 'T'],
      ['msclkid', 'M'],
    ]);
  });

  it('honours extra names configured in content', () => {
    expect(pickCampaignParams('?aff_sub=7&other=1', { prefixes: [], names: ['aff_sub'] })).toEqual([['aff_sub', '7']]);
  });

  it('adds the parameters to an affiliate link', () => {
    expect(
      withCampaignParams('https://partner.example.com/register', [
        ['utm_source', 'fb'],
        ['gclid', 'a b'],
      ]),
    ).toBe('https://partner.example.com/register?utm_source=fb&gclid=a+b');
  });

  it("merges with the link's own parameters, and the link's own values win", () => {
    expect(
      withCampaignParams('https://partner.example.com/r?ref=42&utm_source=site#top', [
        ['utm_source', 'fb'],
        ['utm_medium', 'cpc'],
      ]),
    ).toBe('https://partner.example.com/r?ref=42&utm_source=site&utm_medium=cpc#top');
  });

  it('leaves links unchanged when there is nothing to carry or the link is not absolute', () => {
    expect(withCampaignParams('https://partner.example.com/r', [])).toBe('https://partner.example.com/r');
    expect(withCampaignParams('/slots', [['utm_source', 'fb']])).toBe('/slots');
  });
});
