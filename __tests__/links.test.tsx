// lib/links.ts: one rule for what a link, an origin and a slug may be, shared by the content check,
// the editor's form (its patterns) and the link component.
import { render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/site-link';
import { HTTPS_ORIGIN, HTTPS_URL, LINK, SLUG, httpsUrlProblem, linkKind, linkProblem, originProblem, slugProblem } from '@/lib/links';

const HOSTILE_LINKS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '/%09/evil.example',
  '/../x',
  'https:evil.example/noslash',
  'https:/evil.example',
  'HTTPS://evil.example',
  'https://Evil.example',
  'https://evil.example:443/x',
  'https://user@evil.example',
  'https://evil.example/a b',
  'https://evil.example\\@good.example',
  'https://analytics.example;script-src-elem',
  'https://stats$args.example',
  'https://127.0.0.1/x',
  'https://[::1]/x',
  'https://localhost/x',
  'http://partner.example.com',
  'javascript:alert(1)',
  'data:text/html,x',
  'partner.example.com',
  ' https://partner.example.com',
  '',
];
const GOOD_LINKS = [
  '/',
  '/sign-up',
  '/slots#games',
  '/?utm_source=mail',
  '/third-party-notices.txt',
  'https://partner.example.com/r?aff=1;sub=2&y',
  'https://xn--bcher-kva.example/',
  '{site.affiliateUrl}',
];

describe('links', () => {
  it.each(HOSTILE_LINKS)('refuses %j, and the editor pattern agrees', (href) => {
    expect(linkProblem(href)).not.toBeNull();
    expect(linkKind(href)).toBeNull();
    expect(LINK.test(href)).toBe(false);
  });

  it.each(GOOD_LINKS)('accepts %j, and the editor pattern agrees', (href) => {
    expect(linkProblem(href)).toBeNull();
    expect(LINK.test(href)).toBe(true);
  });

  it('tells a path of this site from an affiliate link', () => {
    expect(linkKind('/sign-up')).toBe('internal');
    expect(linkKind('https://partner.example.com/r')).toBe('affiliate');
    expect(linkKind('{site.affiliateUrl}')).toBe('affiliate');
  });

  it('the https:// and origin rules agree with their editor patterns', () => {
    for (const url of [...HOSTILE_LINKS, ...GOOD_LINKS, 'https://plausible.io', 'https://plausible.io/', 'https://stats.example.org:8443', 'https://a.example:99999']) {
      expect([url, HTTPS_URL.test(url)]).toEqual([url, httpsUrlProblem(url) === null]);
      expect([url, HTTPS_ORIGIN.test(url)]).toEqual([url, originProblem(url) === null]);
    }
  });

  it('slugs: lower-case kebab-case, the editor pattern agreeing', () => {
    for (const slug of ['slots', 'live-games', 'a1']) expect([slug, slugProblem(slug), SLUG.test(slug)]).toEqual([slug, null, true]);
    for (const slug of ['* \\\\evil.example 302!\n', '/evil.example', '../../escape', 'Slots', '-a', 'a-', 'a--b', 'a_b', 'a.b']) {
      expect([slug, slugProblem(slug) !== null, SLUG.test(slug)]).toEqual([slug, true, false]);
    }
  });
});

describe('SiteLink, by the same rule', () => {
  it('marks an https:// link as a sponsored affiliate link', () => {
    render(
      <SiteLink href="https://partner.example.com/r" section="hero">
        Join
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('data-affiliate', '');
    expect(link).toHaveAttribute('data-cta-section', 'hero');
  });

  it('writes a path of this site as a plain link', () => {
    render(
      <SiteLink href="/sign-up" section="hero">
        Sign up
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('data-affiliate');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'https:evil.example/noslash'])('never writes %j', (href) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <SiteLink href={href} section="hero">
          x
        </SiteLink>,
      ),
    ).toThrow(/is neither a path of this site nor an https:\/\/ address/);
    jest.restoreAllMocks();
  });
});
