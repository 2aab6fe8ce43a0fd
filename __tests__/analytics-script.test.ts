import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = readFileSync(join(__dirname, '..', 'public', 'analytics.js'), 'utf8');

/** Runs public/analytics.js as the page would, with the data attributes components/analytics.tsx writes. */
function load(provider: string, host: string, site: string) {
  const fetch = jest.fn((url: unknown, init?: unknown) => Promise.resolve({ ok: true, url, init }));
  Object.assign(window, { fetch });
  const script = document.createElement('script');
  Object.assign(script.dataset, { analytics: provider, host, site, event: 'cta_click', campaign: JSON.stringify({ prefixes: ['utm_'], names: ['gclid'] }) });
  script.textContent = SOURCE;
  document.body.append(script);
  // Earlier tests' listeners stay on the document: count only this provider's requests.
  const sent = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).startsWith(host))
      .map(([url, init]) => ({ url, body: JSON.parse((init as RequestInit).body as string), type: ((init as RequestInit).headers as Record<string, string>)['Content-Type'] }));
  return { sent };
}

function affiliateLink(section: string, label: string) {
  const link = document.createElement('a');
  link.href = 'https://affiliate.example.com/register';
  Object.assign(link.dataset, { ctaSection: section, ctaLabel: label });
  link.addEventListener('click', (event) => event.preventDefault());
  link.append(document.createElement('span'));
  document.body.append(link);
  return link;
}

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/?utm_source=newsletter&gclid=abc&other=1');
});

describe('public/analytics.js', () => {
  it('Umami: one page view, then one event per affiliate click with section, label and campaign', () => {
    const { sent } = load('umami', 'https://stats.example.org/', 'site-id');
    affiliateLink('hero', 'Join now').querySelector('span')!.click();
    const [pageview, click] = sent();
    expect(pageview).toMatchObject({
      url: 'https://stats.example.org/api/send',
      type: 'application/json',
      body: { type: 'event', payload: { website: 'site-id', url: '/?utm_source=newsletter&gclid=abc&other=1' } },
    });
    expect(pageview!.body.payload.name).toBeUndefined();
    expect(click!.body.payload).toMatchObject({ website: 'site-id', name: 'cta_click', data: { section: 'hero', label: 'Join now', utm_source: 'newsletter', gclid: 'abc' } });
    expect(click!.body.payload.data.other).toBeUndefined();
    expect(sent()).toHaveLength(2);
  });

  it('Plausible: text/plain posts to /api/event (no preflight), cookieless', () => {
    const { sent } = load('plausible', 'https://plausible.io', 'www.example.com');
    affiliateLink('top-bar', 'Login').click();
    expect(sent()).toEqual([
      expect.objectContaining({ url: 'https://plausible.io/api/event', type: 'text/plain', body: expect.objectContaining({ n: 'pageview', d: 'www.example.com' }) }),
      expect.objectContaining({ body: expect.objectContaining({ n: 'cta_click', p: { section: 'top-bar', label: 'Login', utm_source: 'newsletter', gclid: 'abc' } }) }),
    ]);
    expect(document.cookie).toBe('');
  });

  it('ignores clicks outside affiliate links', () => {
    const { sent } = load('plausible', 'https://plausible.io', 'www.example.com');
    document.body.append(Object.assign(document.createElement('button'), { textContent: 'x' }));
    document.querySelector('button')!.click();
    expect(sent()).toHaveLength(1); // the page view only
  });
});
