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
  // Earlier tests' listeners stay on the document and send through this fetch too: count only this
  // host's requests (a test that clicks a link uses a host no earlier test loaded).
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

/** An A/B landing page: the attributes the campaign pages put on <html>. */
function abTestPage(campaign: string, variant: string) {
  Object.assign(document.documentElement.dataset, { campaign, variant });
}

/** GA4's queue as plain arrays (gtag() pushes its `arguments`). */
function ga4Queue() {
  const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
  return dataLayer.map((entry) => Array.from(entry));
}

function loadGa4() {
  document.body.append(Object.assign(document.createElement('div'), { id: 'consent-banner', hidden: true }));
  Object.assign(window, { dataLayer: [] });
  return load('ga4', 'https://www.googletagmanager.com', 'G-TEST123');
}

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.campaign;
  delete document.documentElement.dataset.variant;
  localStorage.clear();
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

  it('Plausible on a page without an A/B test: the page view has no properties at all', () => {
    const { sent } = load('plausible', 'https://plain.plausible.example', 'www.example.com');
    expect(Object.keys(sent()[0]!.body)).toEqual(['n', 'u', 'd', 'r']);
  });

  it('Plausible on an A/B landing page: campaign and variant on the page view and on every click', () => {
    abTestPage('free-100-facebook', 'b');
    const { sent } = load('plausible', 'https://plausible.example.net', 'www.example.com');
    affiliateLink('hero', 'Join now').click();
    const [pageview, click] = sent();
    expect(pageview!.body).toEqual({ n: 'pageview', u: expect.any(String), d: 'www.example.com', r: null, p: { campaign: 'free-100-facebook', variant: 'b' } });
    expect(click!.body.p).toEqual({ utm_source: 'newsletter', gclid: 'abc', campaign: 'free-100-facebook', variant: 'b', section: 'hero', label: 'Join now' });
    expect(sent()).toHaveLength(2);
  });

  it('Umami on an A/B landing page: the page view as before, a campaign_view event with the data, and the data on every click', () => {
    abTestPage('free-100-facebook', 'a');
    const { sent } = load('umami', 'https://umami.example.net', 'site-id');
    affiliateLink('hero', 'Join now').click();
    const [pageview, view, click] = sent();
    expect(pageview!.body.payload.name).toBeUndefined();
    expect(pageview!.body.payload.data).toBeUndefined();
    expect(view!.body).toEqual({
      type: 'event',
      payload: expect.objectContaining({ website: 'site-id', name: 'campaign_view', data: { campaign: 'free-100-facebook', variant: 'a' } }),
    });
    expect(click!.body.payload).toMatchObject({
      name: 'cta_click',
      data: { campaign: 'free-100-facebook', variant: 'a', section: 'hero', label: 'Join now', utm_source: 'newsletter' },
    });
    expect(sent()).toHaveLength(3);
  });

  it('GA4 on a page without an A/B test: config with the measurement id alone', () => {
    loadGa4();
    expect(ga4Queue().filter(([command]) => command === 'config')).toEqual([['config', 'G-TEST123']]);
  });

  it('GA4 on an A/B landing page: the page view (config) and the click event carry campaign and variant; still nothing loads before consent', () => {
    abTestPage('free-100-facebook', 'b');
    loadGa4();
    affiliateLink('hero', 'Join now').click();
    const queue = ga4Queue();
    expect(queue[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(queue.filter(([command]) => command === 'config')).toEqual([['config', 'G-TEST123', { campaign: 'free-100-facebook', variant: 'b' }]]);
    expect(queue.filter(([command]) => command === 'event')).toEqual([
      ['event', 'cta_click', { utm_source: 'newsletter', gclid: 'abc', campaign: 'free-100-facebook', variant: 'b', section: 'hero', label: 'Join now' }],
    ]);
    expect(document.querySelector('script[src*="gtag/js"]')).toBeNull();
    expect(document.getElementById('consent-banner')!.hidden).toBe(false);
  });

  it('ignores clicks outside affiliate links', () => {
    const { sent } = load('plausible', 'https://plausible.io', 'www.example.com');
    document.body.append(Object.assign(document.createElement('button'), { textContent: 'x' }));
    document.querySelector('button')!.click();
    expect(sent()).toHaveLength(1); // the page view only
  });
});
