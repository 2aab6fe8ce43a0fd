/** @jest-environment node */
import { content, type SiteContent } from '@/content';
import { formatProblem, validateContent, type ValidationOptions } from '@/lib/content-validation';

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
    expect(lines).toEqual(['content/home.ts: home.hero.intro: the field is missing. Fix: fill it in.']);
  });

  it('rejects an empty field', () => {
    const lines = errorLines(mutated((c) => (c.home.bonuses.heading = '  ')));
    expect(lines).toEqual(['content/home.ts: home.bonuses.heading: the field is empty. Fix: fill it in.']);
  });

  it('rejects an affiliate URL that is not https', () => {
    const lines = errorLines(mutated((c) => (c.site.affiliateUrl = 'http://partner.example.com/join')));
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/site\.ts: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: set an absolute https:\/\/ URL/),
    );
  });

  it('rejects a malformed affiliate URL', () => {
    const lines = errorLines(mutated((c) => (c.site.affiliateUrl = 'partner.example.com/join')));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.ts: site\.affiliateUrl: the affiliate URL "partner\.example\.com\/join" is not a valid URL\. Fix:/));
  });

  it('rejects a link that is neither internal nor https', () => {
    const lines = errorLines(mutated((c) => (c.navigation.primaryMenu[2]!.href = 'ftp://files.example.com')));
    expect(lines).toEqual([expect.stringMatching(/^content\/navigation\.ts: navigation\.primaryMenu\[2\]\.href: the link "ftp:\/\/files\.example\.com" is not https\. Fix:/)]);
  });

  it('rejects a game without an image', () => {
    const lines = errorLines(mutated((c) => delete (c.games.slotGames[1] as Partial<(typeof c.games.slotGames)[number]>).image));
    expect(lines).toContainEqual(
      'content/games.ts: slotGames[1] "Lucky Lady": the game has no image. Fix: add image: { src, width, height, alt } with a file under public/images/.',
    );
  });

  it('rejects an image path that does not exist in public/', () => {
    const missing = '/images/art/games/lucky-lady.webp';
    const lines = errorLines(content, { publicFileExists: (src) => src !== missing });
    expect(lines).toEqual([`content/games.ts: games.slotGames[1].image: the image "${missing}" does not exist in public/. Fix: add public${missing} or correct the path.`]);
  });

  it('rejects an image without a size or alt text', () => {
    const lines = errorLines(
      mutated((c) => {
        c.home.welcome.image.width = 0;
        delete (c.home.welcome.image as Partial<typeof c.home.welcome.image>).alt;
      }),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^content\/home\.ts: home\.welcome\.image\.width: the image width is missing/));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/home\.ts: home\.welcome\.image\.alt: the image has no alt text/));
  });

  it('rejects a duplicate game title, case-insensitively', () => {
    const lines = errorLines(mutated((c) => (c.games.slotGames[5]!.title = 'fortune TIGER')));
    expect(lines).toEqual(['content/games.ts: slotGames[5] "fortune TIGER": the title duplicates slotGames[0]. Fix: give each game a unique title or remove the duplicate.']);
  });

  it('rejects a minimum age below the Philippine legal age of 21', () => {
    const lines = errorLines(mutated((c) => (c.compliance.minimumAge = 18)));
    expect(lines).toEqual([expect.stringMatching(/^content\/compliance\.ts: minimumAge: 18 is below the Philippine legal gambling age/)]);
  });

  it('rejects an unsupported gallery column count and a non-positive timing', () => {
    const lines = errorLines(
      mutated((c) => {
        c.constants.gallery.columnsDesktop = 9;
        c.constants.carousel.autoplayMs = -1;
      }),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^content\/constants\.ts: gallery\.columnsDesktop: 9 columns is not supported/));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/constants\.ts: autoplayMs: -1 is not a positive number/));
  });

  it('warns, without failing, when no regulator licence is configured', () => {
    const { errors, warnings } = validateContent(
      mutated((c) => (c.compliance.regulator = null)),
      allFilesExist,
    );
    expect(errors).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/compliance\.ts: regulator: no regulator licence is configured.*Fix: set regulator: \{ name, licenceNumber, verificationUrl \}/),
    ]);
  });

  it('rejects an incomplete regulator licence instead of showing half a claim', () => {
    const lines = errorLines(mutated((c) => (c.compliance.regulator = { name: 'A regulator', licenceNumber: '', verificationUrl: 'http://x' })));
    expect(lines).toEqual([
      expect.stringMatching(/^content\/compliance\.ts: regulator\.licenceNumber: the licence is incomplete/),
      expect.stringMatching(/^content\/compliance\.ts: regulator\.verificationUrl: the verification link "http:\/\/x" is not https/),
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
    expect(lines).toEqual([expect.stringMatching(/^content\/campaign\.ts: "bad name": is not a valid query-parameter name/)]);
  });
});
