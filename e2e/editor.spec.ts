// The content editor (npm run edit: Decap CMS + its local backend) in a real browser, on a copy of
// the project (e2e/site-copy.ts), so the working tree's files are never touched and nothing needs
// restoring: the copy is deleted afterwards, whether the test passed or not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Area } from '../content/schema';
import { SCREENS } from '../scripts/decap-config';
import { startCollector } from './collector';
import { port, ROOT, siteCopy, startProcess, type SiteCopy } from './site-copy';

const EDITOR = port(21);
const SITE = port(23);
const COLLECTOR = port(24);

let copy: SiteCopy;
let editor: ReturnType<typeof startProcess>;
const stops: (() => Promise<unknown>)[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  copy = siteCopy('editor');
  editor = startProcess(
    // One process (no tsx wrapper), so that stopping it stops decap-server too.
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'edit.ts'), '--dir', copy.dir, '--port', String(EDITOR), '--no-preview'],
    ROOT,
    EDITOR,
  );
  stops.push(editor.stop);
  await editor.ready;
});

test.afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  copy?.remove();
});

const file = (name: string) => readFileSync(path.join(copy.dir, 'content', name), 'utf8');
/** The data file parsed, or null while decap-server is still writing it (it truncates first). */
const data = (name: string) => {
  try {
    return JSON.parse(file(name));
  } catch {
    return null;
  }
};

/**
 * Opens one screen of the editor and waits until `landmark`, a field only that screen has, is shown: a page
 * already in the editor moves there by its address's hash, as the editor's own links do (loading Decap
 * again costs a few CPU-seconds each time; the form of the screen left behind would pass any wait on
 * the editor's shared text).
 */
async function openScreen(page: Page, screen: Area, landmark: (page: Page) => Locator) {
  const hash = `#/collections/content/entries/${screen}`;
  if (new URL(page.url()).pathname === '/admin/') {
    // Through the collection's list, as a person goes: straight from one entry to another, Decap keeps the
    // entry it leaves and shows the next one's lists empty.
    await page.evaluate(() => (location.hash = '#/collections/content'));
    await page.getByRole('link', { name: SCREENS[screen].label }).click();
  } else {
    await page.goto(`http://127.0.0.1:${EDITOR}/admin/${hash}`);
    // The local backend asks for no credentials; a new browser context still shows its Login button once.
    const login = page.getByRole('button', { name: 'Login' });
    const form = page.getByText('Writing in Site content collection');
    await expect(login.or(form)).toBeVisible({ timeout: 20_000 });
    if (await login.isVisible()) await login.click();
  }
  await expect(landmark(page).first()).toBeVisible({ timeout: 20_000 });
}

const CAMPAIGN_VARIANTS = [
  { name: 'a', title: 'Free spins for SMS subscribers', cta: 'Claim the spins' },
  { name: 'b', title: 'A welcome gift for SMS readers', cta: 'Open the gift' },
];

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Opens the collapsed list item whose summary is `summary`. */
async function listItem(page: Page, summary: string) {
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="NestedObjectLabel"]').getByText(summary, { exact: true }) })
    .first();
  await item.locator('button').first().click(); // the item's expand arrow
  return item;
}

test('edits in the editor change the data files, and the rebuilt site shows them: a bonus, a game, and a campaign with two variants that fresh visitors are split between, their clicks counted per variant', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000); // a full site build on a shared 2-core machine, beside the analytics tests' builds
  page.on('dialog', (dialog) => dialog.accept());

  await openScreen(page, 'claims', (p) => p.getByLabel('Daily deposit bonus (%)'));
  await page.getByLabel('Daily deposit bonus (%)').fill('25');
  await publish(page);
  await expect.poll(() => data('claims.json')?.dailyDepositBonusPercent).toBe(25);

  await openScreen(page, 'games', (p) => p.getByText('Fortune Tiger', { exact: true }));
  const game = await listItem(page, 'Lucky Lady');
  await game.getByLabel('Game title').fill('Lucky Pearl');
  await publish(page);
  await expect.poll(() => data('games.json')?.slotGames[1].title).toBe('Lucky Pearl');
  // Only the title changed: the image, its alt text and the link stay as they were.
  expect(JSON.parse(file('games.json')).slotGames[1].image.src).toBe('/images/art/slot-lucky-lady.webp');

  // The marketer's campaign: a new one, two variants, each with its own headline and button.
  await openScreen(page, 'campaigns', (p) => p.getByRole('button', { name: 'Add campaign' }));
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await page.getByLabel('Address: /promo/<slug>').last().fill('sms-blast');
  await page.getByLabel('Name (for you and the results; not shown on the page)').last().fill('SMS blast');
  for (const variant of CAMPAIGN_VARIANTS) {
    await page.getByRole('button', { name: 'Add variant' }).last().click();
    await page.getByLabel('Variant name (in its address and in the results)').last().fill(variant.name);
    await page.getByLabel('Share of visitors (%)').last().fill('50');
    // Its first-screen changes are a collapsed group (Decap names its box after the field: hero).
    await page.locator('[id^="hero-field-"]').last().getByRole('button', { name: 'Expand' }).click();
    await page.getByLabel('Headline (empty: the home page’s) (optional)').last().fill(variant.title);
    await page.getByLabel('Main button text (empty: the home page’s) (optional)').last().fill(variant.cta);
  }
  await publish(page);
  await expect
    .poll(() => data('campaigns.json')?.campaigns.at(-1))
    .toMatchObject({
      slug: 'sms-blast',
      name: 'SMS blast',
      indexed: false,
      variants: CAMPAIGN_VARIANTS.map(({ name, title, cta }) => ({ name, weight: 50, hero: { title, ctaLabel: cta } })),
    });

  // Analytics on (set here as the analytics tests set it), against the fake collector.
  const collector = await startCollector(COLLECTOR);
  stops.push(collector.stop);
  const analytics = JSON.parse(file('analytics.json'));
  copy.writeJson('content/analytics.json', { ...analytics, provider: 'plausible', host: collector.origin, siteId: 'www.example.com' });

  await copy.build();
  const site = await copy.serve(SITE);
  stops.push(site.stop);
  await page.goto(site.base);
  await expect(page.locator('[data-section="bonuses"]')).toContainText('Daily 25% deposit bonus');
  await expect(page.locator('[data-section="promotions"]')).toContainText('25%');
  await expect(page.getByTestId('slot-gallery').getByRole('link', { name: 'Lucky Pearl' })).toBeVisible();

  // Fresh visitors (each a new browser profile) at the campaign's address are split between the two variants.
  const affiliateUrl = JSON.parse(file('site.json')).affiliateUrl as string;
  const seen = new Map<string, Page>();
  for (let visitor = 0; visitor < 20 && seen.size < CAMPAIGN_VARIANTS.length; visitor += 1) {
    const context = await browser.newContext();
    stops.push(() => context.close());
    await collector.connect(context);
    const visit = await context.newPage();
    await visit.route(`${new URL(affiliateUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>affiliate</title>' }));
    await visit.goto(`${site.base}/promo/sms-blast`);
    const name = (await visit.locator('html').getAttribute('data-variant'))!;
    const variant = CAMPAIGN_VARIANTS.find((v) => v.name === name)!;
    await expect(visit.locator('html')).toHaveAttribute('data-campaign', 'sms-blast');
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(variant.title);
    if (!seen.has(name)) seen.set(name, visit);
    else await context.close();
  }
  expect([...seen.keys()].sort()).toEqual(CAMPAIGN_VARIANTS.map((v) => v.name));

  // Each clicks the main button: the click event carries the campaign and that visitor's variant.
  for (const [name, visit] of seen) {
    const variant = CAMPAIGN_VARIANTS.find((v) => v.name === name)!;
    await visit.locator('[data-section="hero"]').getByRole('link', { name: variant.cta }).click();
    await visit.waitForURL(`${affiliateUrl}**`);
  }
  await expect.poll(() => collector.events().filter((event) => event.n === 'cta_click').length).toBe(CAMPAIGN_VARIANTS.length);
  const clicks = collector.events().filter((event) => event.n === 'cta_click');
  expect(clicks.map((event) => event.p).sort((a, b) => a.variant.localeCompare(b.variant))).toEqual(
    CAMPAIGN_VARIANTS.map((variant) => expect.objectContaining({ section: 'hero', label: variant.cta, campaign: 'sms-blast', variant: variant.name })),
  );
});

test('the form refuses an http:// affiliate URL, an off-site "path", a loopback analytics host and an empty game title; the files stay as they were', async ({ page }) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => dialog.accept());
  const before = { site: file('site.json'), games: file('games.json'), navigation: file('navigation.json'), analytics: file('analytics.json') };

  await openScreen(page, 'site', (p) => p.getByLabel('Affiliate URL (every call to action)'));
  await page.getByLabel('Affiliate URL (every call to action)').fill('http://partner.example.com/join');
  await publish(page);
  await expect(page.getByText('Enter an https:// address.')).toBeVisible();

  // The build's own rule (lib/links.ts), as the form's pattern.
  await openScreen(page, 'navigation', (p) => p.getByText('Home', { exact: true }));
  const home = await listItem(page, 'Home');
  await home.getByLabel('Link').fill('//evil.example/x');
  await publish(page);
  await expect(page.getByText('Enter {site.affiliateUrl}, a path of this site such as "/sign-up", or an https:// address.')).toBeVisible();

  await openScreen(page, 'analytics', (p) => p.getByLabel('Provider address (https)'));
  await page.getByLabel('Provider address (https)').fill('http://127.0.0.1:4399');
  await publish(page);
  await expect(page.getByText('Enter an https:// origin such as https://plausible.io.')).toBeVisible();

  await openScreen(page, 'games', (p) => p.getByText('Fortune Tiger', { exact: true }));
  const game = await listItem(page, 'Fortune Tiger');
  await game.getByLabel('Game title').fill('');
  await publish(page);
  await expect(page.getByText(/is required/).first()).toBeVisible();

  await page.waitForTimeout(1000); // time enough for a write, were one coming
  expect(file('site.json')).toBe(before.site);
  expect(file('games.json')).toBe(before.games);
  expect(file('navigation.json')).toBe(before.navigation);
  expect(file('analytics.json')).toBe(before.analytics);
});

test('an image uploaded in the editor lands in public/images/ and the data file names it; a file that is no image is refused', async ({ page }) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => dialog.accept());
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0b1026' } })
    .png()
    .toBuffer();
  const upload = async (name: string, buffer: Buffer) => {
    await page.getByRole('button', { name: 'Choose different image' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page); // Decap keeps an upload as a draft and saves it with the entry
  };
  const image = (name: string) => path.join(copy.dir, 'public', 'images', name);

  await openScreen(page, 'site', (p) => p.getByLabel('Affiliate URL (every call to action)'));
  await upload('new-share.png', png);
  await expect.poll(() => data('site.json')?.shareImage.src).toBe('/images/new-share.png');
  // decap-server writes the data file and the image side by side: either may land first.
  await expect.poll(() => existsSync(image('new-share.png')) && readFileSync(image('new-share.png')).equals(png)).toBe(true);

  // Named .png, holding a shell script: refused before decap-server sees it, with the reason on screen.
  const before = file('site.json');
  await upload('run.png', Buffer.from('#!/bin/sh\necho owned\n'));
  await expect(page.getByText('"public/images/run.png" is named as png but holds no image')).toBeVisible();
  expect(existsSync(image('run.png'))).toBe(false);
  expect(file('site.json')).toBe(before);
});
