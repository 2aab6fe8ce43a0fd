/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { content, rawContent, type SiteContent } from '@/content';
import { loadContent } from '@/content/load';
import { formatProblem } from '@/content/problems';
import { checkContentFiles, validateContent, type ValidationOptions } from '@/scripts/content-check';

const allFilesExist: ValidationOptions = { publicFileExists: () => true };

/** A deep copy of the real content with one change applied. */
function mutated(change: (copy: SiteContent) => void): SiteContent {
  const copy = structuredClone(content);
  change(copy);
  return copy;
}

const errorLines = (candidate: SiteContent, options = allFilesExist) => validateContent(candidate, options).errors.map(formatProblem);

describe('content validation', () => {
  it('accepts the shipped content', () => {
    expect(validateContent(content, allFilesExist).errors).toEqual([]);
  });

  it('names the file, the entry and the fix for a missing field', () => {
    const lines = errorLines(mutated((c) => delete (c.home.hero as Partial<typeof c.home.hero>).intro));
    expect(lines).toEqual(['content/home.json: home.hero.intro: the field is missing. Fix: fill it in.']);
  });

  it('rejects an empty field', () => {
    const lines = errorLines(mutated((c) => (c.home.bonuses.heading = '  ')));
    expect(lines).toEqual(['content/home.json: home.bonuses.heading: the field is empty. Fix: fill it in.']);
  });

  it('rejects an affiliate URL that is not https', () => {
    const lines = errorLines(mutated((c) => (c.site.affiliateUrl = 'http://partner.example.com/join')));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: set an absolute https:\/\/ URL/,
      ),
    );
  });

  it('rejects a malformed affiliate URL', () => {
    const lines = errorLines(mutated((c) => (c.site.affiliateUrl = 'partner.example.com/join')));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.json: site\.affiliateUrl: the affiliate URL "partner\.example\.com\/join" is not a valid URL\. Fix:/));
  });

  it('rejects a link that is neither internal nor https', () => {
    const lines = errorLines(mutated((c) => (c.navigation.primaryMenu[2]!.href = 'ftp://files.example.com')));
    expect(lines).toEqual([expect.stringMatching(/^content\/navigation\.json: navigation\.primaryMenu\[2\]\.href: the link "ftp:\/\/files\.example\.com" is not https\. Fix:/)]);
  });

  it("rejects an offering listed twice in the hero's game row, and one that does not exist", () => {
    const twice = errorLines(mutated((c) => c.home.hero.gameLinks.links.push({ offering: 'slots', label: 'More slots', art: c.home.hero.gameLinks.links[0]!.art })));
    expect(twice).toEqual(['content/home.json: home.hero.gameLinks.links[6].offering: slots is already links[0]. Fix: list each offering once.']);
    const unknown = errorLines(mutated((c) => (c.home.hero.gameLinks.links[0]!.offering = 'poker' as never)));
    expect(unknown).toEqual([expect.stringMatching(/^content\/home\.json: home\.hero\.gameLinks\.links\[0\]\.offering: .*Fix: /)]);
  });

  it('accepts a game whose title has no Latin letter (its image path is its own field, never derived from the title)', () => {
    expect(errorLines(mutated((c) => (c.games.slotGames[1]!.title = '🎰🎰🎰')))).toEqual([]);
  });

  it('rejects a game without an image', () => {
    const lines = errorLines(mutated((c) => delete (c.games.slotGames[1] as Partial<(typeof c.games.slotGames)[number]>).image));
    expect(lines).toContainEqual(
      'content/games.json: slotGames[1] "Lucky Lady": the game has no image. Fix: add image: { src, width, height, alt } with a file under public/images/.',
    );
  });

  it.each(['/images/../../../../etc/passwd', '/images/../../../../../tmp/x/ext.png', '/images/./art//hero.webp', '/images/%2e%2e/%2e%2e/etc/passwd'])(
    'rejects an image path that leaves public/ or is not plain: %s',
    (src) => {
      // every file "exists": only the path itself may fail
      const lines = errorLines(mutated((c) => (c.games.slotGames[1]!.image.src = src)));
      expect(lines).toEqual([
        `content/games.json: games.slotGames[1].image: the image "${src}" is not a plain path inside public/. Fix: write it as /images/<folder>/<file> with no "..", "." or empty segments.`,
      ]);
    },
  );

  it('rejects an image path that does not exist in public/', () => {
    const missing = '/images/art/slot-lucky-lady.webp';
    const lines = errorLines(content, { publicFileExists: (src) => src !== missing });
    expect(lines).toEqual([`content/games.json: games.slotGames[1].image: the image "${missing}" does not exist in public/. Fix: add public${missing} or correct the path.`]);
  });

  it('rejects an image without a size or alt text', () => {
    const lines = errorLines(
      mutated((c) => {
        c.home.welcome.image.width = 0;
        delete (c.home.welcome.image as Partial<typeof c.home.welcome.image>).alt;
      }),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^content\/home\.json: home\.welcome\.image\.width: the image width is missing/));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/home\.json: home\.welcome\.image\.alt: the image has no alt text/));
  });

  it('rejects a duplicate game title, case-insensitively', () => {
    const lines = errorLines(mutated((c) => (c.games.slotGames[5]!.title = 'fortune TIGER')));
    expect(lines).toEqual(['content/games.json: slotGames[5] "fortune TIGER": the title duplicates slotGames[0]. Fix: give each game a unique title or remove the duplicate.']);
  });

  it('rejects a minimum age below the Philippine legal age of 21', () => {
    const lines = errorLines(mutated((c) => (c.compliance.minimumAge = 18)));
    expect(lines).toEqual([expect.stringMatching(/^content\/compliance\.json: compliance\.minimumAge: 18 is below the Philippine legal gambling age/)]);
  });

  it('rejects an unsupported gallery column count and a non-positive timing', () => {
    const lines = errorLines(
      mutated((c) => {
        c.constants.gallery.columnsDesktop = 9;
        c.constants.carousel.autoplayMs = -1;
      }),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^content\/constants\.json: constants\.gallery\.columnsDesktop: 9 columns is not supported/));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/constants\.json: constants\.carousel\.autoplayMs: -1 ms is outside 1000-60000 ms/));
  });

  it.each([
    ['autoplayMs', 3, /3 ms is outside 1000-60000 ms\. Fix: set autoplayMs to a whole number of milliseconds from 1000 to 60000/],
    ['autoplayMs', 3e9, /3000000000 ms is outside 1000-60000 ms/],
    ['autoplayMs', '3000', /"3000" is not a number\. Fix: write autoplayMs as a number without quotes/],
    ['transitionMs', 5, /5 ms is outside 100-2000 ms\. Fix: set transitionMs to a whole number of milliseconds from 100 to 2000/],
    ['transitionMs', 60000, /60000 ms is outside 100-2000 ms/],
  ] as const)('bounds the carousel timing: %s = %p fails in the content check', (field, value, message) => {
    const lines = errorLines(mutated((c) => Object.assign(c.constants.carousel, { [field]: value })));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/constants\\.json: constants\\.carousel\\.${field}: ${message.source}`))]);
  });

  it('refuses to switch every offering page off, in the content check rather than in next build', () => {
    const lines = errorLines(
      mutated((c) => {
        for (const offering of Object.values(c.offerings)) offering.enabled = false;
      }),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/offerings\.json: offerings: every offering with a page is switched off\. Fix: switch at least one of slots, sabong, liveGames, sportsBetting on \(enabled: true\)/,
      ),
    ]);
  });

  it('warns, without failing, when no regulator licence is configured', () => {
    const { errors, warnings } = validateContent(
      mutated((c) => (c.compliance.regulator = null)),
      allFilesExist,
    );
    expect(errors).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/compliance\.json: regulator: no regulator licence is configured.*Fix: set regulator: \{ name, licenceNumber, verificationUrl \}/),
    ]);
  });

  it('rejects an incomplete regulator licence instead of showing half a claim', () => {
    const lines = errorLines(mutated((c) => (c.compliance.regulator = { name: 'A regulator', licenceNumber: '', verificationUrl: 'http://x' })));
    expect(lines).toEqual([
      expect.stringMatching(/^content\/compliance\.json: compliance\.regulator\.licenceNumber: the licence is incomplete/),
      expect.stringMatching(/^content\/compliance\.json: compliance\.regulator\.verificationUrl: the verification link "http:\/\/x" is not https/),
    ]);
  });

  it('accepts a complete regulator licence without a warning', () => {
    const { errors, warnings } = validateContent(
      mutated((c) => (c.compliance.regulator = { name: 'A regulator', licenceNumber: 'L-123', verificationUrl: 'https://regulator.example.org/verify/L-123' })),
      allFilesExist,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('rejects a campaign parameter name that is not a plain query-parameter name', () => {
    const lines = errorLines(mutated((c) => c.campaign.names.push('bad name')));
    expect(lines).toEqual([expect.stringMatching(/^content\/campaign\.json: "bad name": is not a valid query-parameter name/)]);
  });

  it('accepts the files as written, placeholders and all', () => {
    expect(validateContent(rawContent, allFilesExist).errors).toEqual([]);
  });

  it('rejects a placeholder that names no value', () => {
    const lines = errorLines(mutated((c) => (c.home.bonuses.items[3]!.text = 'Daily {claims.dailyBonus}% deposit bonus')));
    expect(lines).toEqual([
      expect.stringMatching(/^content\/home\.json: home\.bonuses\.items\[3\]\.text: the placeholder \{claims\.dailyBonus\} names no value\. Fix: use \{claims\./),
    ]);
  });

  it('rejects a menu entry whose footer column is not one of the footer columns', () => {
    const lines = errorLines(mutated((c) => (c.navigation.primaryMenu[2]!.footerGroup = 'Poker')));
    expect(lines).toEqual([
      'content/navigation.json: navigation.primaryMenu[2].footerGroup: "Poker" is not one of the footer columns. Fix: use one of "Casino", "Live", "Members" or add it to footerColumns.',
    ]);
  });

  it('rejects a value of the wrong type, saying what it should be', () => {
    const lines = errorLines(mutated((c) => ((c.claims as Record<string, unknown>).dailyDepositBonusPercent = '25%')));
    expect(lines).toEqual(['content/claims.json: claims.dailyDepositBonusPercent: "25%" is not a number. Fix: write dailyDepositBonusPercent as a number without quotes.']);
    const switched = errorLines(mutated((c) => ((c.offerings.sabong as Record<string, unknown>).enabled = 'no')));
    expect(switched).toEqual(['content/offerings.json: offerings.sabong.enabled: expected a boolean, got the text "no". Fix: write true or false without quotes.']);
  });
});

describe('the content files on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(__dirname, '..', 'content'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('pass the check as shipped', () => {
    expect(checkContentFiles(dir, {}, allFilesExist).errors).toEqual([]);
  });

  it('name the line and column of a JSON syntax error', () => {
    const file = join(dir, 'claims.json');
    // A missing comma after line 4: the parser stops at the next entry, line 5.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"downloadBonus": 100,', '"downloadBonus": 100'));
    const lines = checkContentFiles(dir, {}, allFilesExist).errors.map(formatProblem);
    expect(lines).toEqual([expect.stringMatching(/^content\/claims\.json: line 5, column 3: the file is not valid JSON \(.+\)\. Fix: correct the punctuation there/)]);
  });

  it('name the line and column when V8 gives no position', () => {
    const file = join(dir, 'games.json');
    writeFileSync(file, '{\n  "slotGames": [\n    { "title": }\n  ]\n}\n');
    const lines = checkContentFiles(dir, {}, allFilesExist).errors.map(formatProblem);
    expect(lines).toEqual([expect.stringMatching(/^content\/games\.json: line 3, column 16: the file is not valid JSON/)]);
  });

  it('name a missing file', () => {
    rmSync(join(dir, 'analytics.json'));
    expect(checkContentFiles(dir, {}, allFilesExist).errors.map(formatProblem)).toEqual([
      'content/analytics.json: analytics: the file is missing. Fix: restore content/analytics.json from git.',
    ]);
  });
});

describe('overrides from the environment', () => {
  it('NO_ANALYTICS=1 (the editor’s preview) switches analytics off whatever the file says', () => {
    const ga4 = { ...rawContent, analytics: { ...(rawContent.analytics as object), provider: 'ga4', host: 'https://www.googletagmanager.com', siteId: 'G-TEST1' } };
    expect(loadContent(ga4, {}, allFilesExist).analytics.provider).toBe('ga4');
    expect(loadContent(ga4, { NO_ANALYTICS: '1' }, allFilesExist).analytics.provider).toBe('none');
  });
});
