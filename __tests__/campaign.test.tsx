import { render, screen, waitFor } from '@testing-library/react';
import { CampaignLinks } from '@/components/campaign-links';
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
    ).toBe('https://partner.example.com/register?utm_source=fb&gclid=a%20b');
  });

  it("appends after the link's own query, which stays byte for byte as written", () => {
    const href = 'https://affiliate.example.com/register?aff=1;sub=2&y';
    expect(withCampaignParams(href, [['utm_source', 'mail']])).toBe(`${href}&utm_source=mail`);
    expect(withCampaignParams('https://affiliate.example.com/r?', [['utm_source', 'mail']])).toBe('https://affiliate.example.com/r?utm_source=mail');
    expect(withCampaignParams('https://affiliate.example.com/r?a=%7E#x', [['utm_source', 'mail']])).toBe('https://affiliate.example.com/r?a=%7E&utm_source=mail#x');
  });

  it('encodes what it appends: a carried value cannot add parameters or a fragment', () => {
    expect(withCampaignParams('https://affiliate.example.com/r', [['utm_source', 'a&aff=2#x;y= z']])).toBe('https://affiliate.example.com/r?utm_source=a%26aff%3D2%23x%3By%3D%20z');
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
    expect(withCampaignParams('https:evil.example/noslash', [['utm_source', 'fb']])).toBe('https:evil.example/noslash');
  });
});

describe('CampaignLinks in the page', () => {
  it("appends the landing page's parameters to the affiliate link as written, its own query untouched", async () => {
    window.history.pushState({}, '', '/?utm_source=mail&session=1');
    const href = 'https://affiliate.example.com/register?aff=1;sub=2&y';
    render(
      <>
        <a href={href} data-affiliate="">
          Join
        </a>
        <a href="/sign-up">Sign up</a>
        <CampaignLinks prefixes={['utm_']} names={[]} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', `${href}&utm_source=mail`));
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    window.history.pushState({}, '', '/');
  });
});
