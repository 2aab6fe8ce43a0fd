// The kinds of content mistake a marketer makes, each with the one line the content check must give.
// Every kind goes through the check function (__tests__/content-mistakes.test.ts); the commands that
// read the content (build, start, test, dev, edit) each get them together (e2e/content-errors.spec.ts),
// as a marketer's bad afternoon would: every problem at once.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into nested JSON of any shape
type Json = Record<string, any>;

/** Changes the project at `dir` (its content/). */
export type Edit = (dir: string) => void;

const edit =
  (file: string, change: (value: Json) => void): Edit =>
  (dir) => {
    const abs = path.join(dir, file);
    const value = JSON.parse(readFileSync(abs, 'utf8')) as Json;
    change(value);
    writeFileSync(abs, `${JSON.stringify(value, null, 2)}\n`);
  };

export interface Mistake {
  kind: string;
  apply: Edit;
  line: string | RegExp;
  /** a part of the line the dev server's page and terminal show */
  mark: string;
  /** whether it stops a whole file from being read (the check then reports such problems alone) */
  fileLevel?: boolean;
}

export const MISTAKES: Mistake[] = [
  {
    kind: 'JSON syntax',
    mark: 'content/claims.json: line',
    fileLevel: true,
    apply: (dir) => {
      const file = path.join(dir, 'content', 'claims.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"downloadBonus": 100,', '"downloadBonus": 100'));
    },
    line: /^content\/claims\.json: line \d+, column \d+: the file is not valid JSON \(.+\)\. Fix: correct the punctuation there/,
  },
  {
    kind: 'a missing file',
    mark: 'content/pages.json: pages: the file is missing',
    fileLevel: true,
    apply: (dir) => rmSync(path.join(dir, 'content', 'pages.json')),
    line: 'content/pages.json: pages: the file is missing. Fix: restore content/pages.json from git.',
  },
  {
    kind: 'a number written as text',
    mark: 'constants.carousel.autoplayMs',
    apply: edit('content/constants.json', (c) => (c.carousel.autoplayMs = '3000')),
    line: 'content/constants.json: constants.carousel.autoplayMs: "3000" is not a number. Fix: write autoplayMs as a number without quotes.',
  },
  {
    kind: 'a missing field',
    mark: 'home.hero.intro: the field is missing',
    apply: edit('content/home.json', (c) => delete c.hero.intro),
    line: 'content/home.json: home.hero.intro: the field is missing. Fix: fill it in.',
  },
  {
    kind: 'an extra field',
    mark: 'unknown field(s) afiliateUrl',
    apply: edit('content/site.json', (c) => (c.afiliateUrl = 'https://partner.example.com/')),
    line: 'content/site.json: site: unknown field(s) afiliateUrl. Fix: remove them or correct their spelling.',
  },
  {
    kind: 'a URL that is not https',
    mark: 'site.affiliateUrl: the affiliate URL',
    apply: edit('content/site.json', (c) => (c.affiliateUrl = 'http://partner.example.com/join')),
    line: /^content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: /,
  },
  {
    kind: 'a missing image',
    mark: 'does not exist in public/',
    apply: edit('content/home.json', (c) => (c.welcome.image.src = '/images/art/no-such-picture.webp')),
    line: 'content/home.json: home.welcome.image: the image "/images/art/no-such-picture.webp" does not exist in public/. Fix: add public/images/art/no-such-picture.webp or correct the path.',
  },
  {
    kind: 'an image outside public/',
    mark: 'is not a plain path inside public/',
    apply: edit('content/home.json', (c) => (c.promotions.cards[0].image.src = '/images/../../package.json')),
    line: /^content\/home\.json: home\.promotions\.cards\[0\]\.image: the image "\/images\/\.\.\/\.\.\/package\.json" is not a plain path inside public\/\. Fix: /,
  },
  {
    kind: 'a broken placeholder',
    mark: 'names no value',
    apply: edit('content/home.json', (c) => (c.bonuses.items[3].text = 'Daily {claims.dailyBonus}% deposit bonus')),
    line: /^content\/home\.json: home\.bonuses\.items\[3\]\.text: the placeholder \{claims\.dailyBonus\} names no value\. Fix: /,
  },
  // A campaign's own mistakes; the duplicate first, so that it copies a campaign without the others.
  {
    kind: 'a duplicate campaign slug',
    mark: 'is also campaigns[0]',
    apply: edit('content/campaigns.json', (c) => c.campaigns.push({ ...structuredClone(c.campaigns[0]), name: 'The same address again' })),
    line: /^content\/campaigns\.json: campaigns\.campaigns\[1\]\.slug: the slug "[a-z0-9-]+" is also campaigns\[0\]'s\. Fix: give each campaign a slug of its own\.$/,
  },
  {
    kind: 'shares of visitors that do not add up to 100',
    mark: 'add up to 110 %',
    apply: edit('content/campaigns.json', (c) => (c.campaigns[0].variants[0].weight += 10)),
    line: /^content\/campaigns\.json: campaigns\.campaigns\[0\]\.variants: the shares of visitors add up to 110 %\. Fix: change them so that they add up to 100 \(/,
  },
  {
    kind: 'an unknown section',
    mark: 'is not a home-page section',
    apply: edit('content/campaigns.json', (c) => c.campaigns[0].sections.push('jackpots')),
    line: /^content\/campaigns\.json: campaigns\.campaigns\[0\]\.sections\[\d+\]: "jackpots" is not a home-page section\. Fix: use one of why-choose, /,
  },
  {
    kind: 'a campaign that ends before it starts',
    mark: 'is before the first day',
    apply: edit('content/campaigns.json', (c) => Object.assign(c.campaigns[0], { starts: '2026-12-10', ends: '2026-12-01' })),
    line: 'content/campaigns.json: campaigns.campaigns[0].ends: the last day 2026-12-01 is before the first day 2026-12-10. Fix: set a last day on or after the first day, or leave it empty.',
  },
];

export const mistake = (kind: string): Mistake => MISTAKES.find((m) => m.kind === kind)!;

/** A matcher's pattern for `line`, whole. */
export const linePattern = (line: string | RegExp): RegExp => (typeof line === 'string' ? new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : line);
