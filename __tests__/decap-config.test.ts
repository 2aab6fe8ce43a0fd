/** @jest-environment node */
import { rawContent } from '@/content';
import { AREAS } from '@/content/schema';
import { HTTPS_ORIGIN, HTTPS_URL, LINK, SLUG, linkProblem, originProblem, slugProblem } from '@/lib/links';
import { decapConfig, fieldsFor, type DecapField } from '@/scripts/decap-config';

const find = (fields: DecapField[], path: string): DecapField => {
  const [name, ...rest] = path.split('.');
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return rest.length ? find((field.fields as DecapField[]) ?? [field.field as DecapField], rest.join('.')) : field;
};

describe('the editor configuration, derived from the content schema', () => {
  const config = decapConfig({ name: 'local', proxyUrl: '/api/v1' });

  it('has one screen per content file, saved as JSON where the build reads it', () => {
    const files = config.collections[0]!.files;
    expect(files.map((f) => f.file)).toEqual(AREAS.map((area) => `content/${area}.json`));
    expect(config.collections[0]).toMatchObject({ format: 'json', extension: 'json' });
    expect(config.media_folder).toBe('public/images');
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/api/v1', branch: 'main' });
  });

  it('gives every field of every file a widget', () => {
    // Each key in the shipped files has a field on its screen.
    const covered = (value: unknown, fields: DecapField[], at: string) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, child] of Object.entries(value)) {
        const field = find(fields, key);
        expect(`${at}.${key}: ${field.widget}`).toMatch(/: (string|text|number|boolean|select|list|object|image)$/);
        if (field.widget === 'object') covered(child, field.fields as DecapField[], `${at}.${key}`);
        if (field.widget === 'list' && field.fields && Array.isArray(child)) child.forEach((item) => covered(item, field.fields as DecapField[], `${at}.${key}[]`));
      }
    };
    for (const area of AREAS) covered(rawContent[area], fieldsFor(area), area);
  });

  it('mirrors the schema: required text, https patterns, min/max, image uploads, lists', () => {
    expect(find(fieldsFor('site'), 'affiliateUrl')).toMatchObject({
      widget: 'string',
      required: true,
      pattern: [HTTPS_URL.source, expect.stringMatching(/^Enter an https:\/\/ address/)],
    });
    expect(find(fieldsFor('claims'), 'dailyDepositBonusPercent')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 100, required: true });
    expect(find(fieldsFor('compliance'), 'minimumAge')).toMatchObject({ widget: 'number', min: 21 });
    expect(find(fieldsFor('constants'), 'gallery.columnsDesktop')).toMatchObject({ min: 1, max: 7 });
    expect(find(fieldsFor('offerings'), 'sabong.enabled')).toMatchObject({ widget: 'boolean' });
    expect(find(fieldsFor('games'), 'slotGames')).toMatchObject({ widget: 'list', allow_add: true, min: 1, summary: '{{fields.title}}' });
    expect(find(fieldsFor('games'), 'slotGames.title')).toMatchObject({ widget: 'string', required: true });
    expect(find(fieldsFor('games'), 'slotGames.image.src')).toMatchObject({ widget: 'image', required: true });
    expect(find(fieldsFor('games'), 'slotGames.image.alt')).toMatchObject({ required: false }); // "" for decorative images
    expect(find(fieldsFor('home'), 'membership.carousel.slides')).toMatchObject({ widget: 'list', min: 2 });
    expect(find(fieldsFor('analytics'), 'provider')).toMatchObject({ widget: 'select', options: ['none', 'plausible', 'umami', 'ga4'] });
    // The licence and the ad clearance may stay empty; the build checks that a started one is complete.
    expect(find(fieldsFor('compliance'), 'regulator')).toMatchObject({ widget: 'object', required: false });
    expect(find(fieldsFor('compliance'), 'regulator.verificationUrl')).toMatchObject({ required: false, pattern: expect.any(Array) });
    expect(find(fieldsFor('navigation'), 'primaryMenu.offering')).toMatchObject({ widget: 'select', required: false });
    // A campaign added in the editor is saved with its toggle off and its lists empty, not without them
    // (the content check refuses a missing field; e2e/editor.spec.ts adds one).
    expect(find(fieldsFor('campaigns'), 'campaigns.indexed')).toMatchObject({ widget: 'boolean', default: false });
    expect(find(fieldsFor('campaigns'), 'campaigns.sections')).toMatchObject({ widget: 'list', default: [] });
  });

  it("takes the links', origins' and slugs' patterns from the build's own rule (lib/links.ts), so the two agree", () => {
    const pattern = (area: Parameters<typeof fieldsFor>[0], path: string) => new RegExp((find(fieldsFor(area), path).pattern as [string, string])[0]);
    for (const [area, path] of [
      ['navigation', 'primaryMenu.href'],
      ['navigation', 'topBar.login.href'],
      ['home', 'hero.actions.href'],
      ['site', 'credits.link.href'],
      ['analytics', 'consent.privacyNotice.href'],
      ['games', 'slotGames.href'],
      ['games', 'otherGames.action.href'],
    ] as const) {
      expect(pattern(area, path).source).toBe(LINK.source);
    }
    expect(pattern('analytics', 'host').source).toBe(HTTPS_ORIGIN.source);
    expect(pattern('compliance', 'regulator.verificationUrl').source).toBe(HTTPS_URL.source);
    expect(pattern('offerings', 'slots.page.slug').source).toBe(SLUG.source);
    // Where they used to disagree: a loopback analytics host, an off-site "path", https: without slashes.
    for (const host of ['http://localhost:3000', 'http://127.0.0.1:4399', 'https://plausible.io/x']) {
      expect([host, pattern('analytics', 'host').test(host), originProblem(host) === null]).toEqual([host, false, false]);
    }
    for (const href of ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'https:evil.example/noslash']) {
      expect([href, pattern('home', 'hero.actions.href').test(href), linkProblem(href) === null]).toEqual([href, false, false]);
    }
    expect(pattern('offerings', 'slots.page.slug').test('../../escape') || slugProblem('../../escape') === null).toBe(false);
  });

  it('uses the Git host for a deployed editor', () => {
    expect(decapConfig({ name: 'github', repo: 'owner/site', branch: 'main' }).backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
  });
});
