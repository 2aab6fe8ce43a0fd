// The one schema of content/*.json: the TypeScript types, the build's checks and their messages, and
// (through z.toJSONSchema) the editor's form. Every message reads "problem. Fix: how to fix it".
import { z } from 'zod';
import { CAMPAIGN_SECTIONS } from '@/lib/home-sections';
import { isCalendarDay } from '@/lib/manila-days';
import { AFFILIATE, HTTPS_ORIGIN, HTTPS_URL, LINK, SLUG, VARIANT_NAME, httpsUrlProblem, linkKind, linkProblem, originProblem, shown, slugProblem } from '@/lib/links';

export { AFFILIATE };
export const fix = (problem: string, howToFix: string) => `${problem}. Fix: ${howToFix}`;

/** `{area.field}` placeholders a text may use; they are replaced when the content is loaded. */
export const PLACEHOLDER = /\{([a-zA-Z]+\.[a-zA-Z]+)\}/g;

const text = (meta: { label?: string; hint?: string; widget?: string } = {}) =>
  z
    .string()
    .refine((value) => value.trim() !== '', { error: fix('the field is empty', 'fill it in') })
    .meta(meta);
/** Optional text: the editor writes an empty field as "", which means "none". */
const optionalText = (meta: { label?: string; hint?: string } = {}) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .meta(meta);

/** An optional choice from `values`: the editor's empty choice ("") means none. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, meta: { label: string; hint: string }) =>
  z
    .enum([...values, ''])
    .optional()
    .transform((value) => (value || undefined) as T[number] | undefined)
    .meta(meta);

/** An absolute https:// URL; `what` and `howToFix` make the message. */
const httpsUrl = (what: string, howToFix: string, meta: { label?: string; hint?: string } = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? fix('the field is missing', 'fill it in') : fix(`${what} is not text`, howToFix)) })
    .superRefine((url, ctx) => {
      const problem = httpsUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: fix(`${what} ${problem}`, howToFix) });
    })
    .meta({ ...meta, pattern: HTTPS_URL.source, patternHint: 'an https:// address' });

const LINK_FIX = `use ${AFFILIATE} (the affiliate URL), a path of this site such as "/" or "/sign-up", or an https:// address such as https://partner.example.com/page`;

/** A link: the affiliate URL placeholder, a path of this site, or an https:// address (lib/links.ts). */
const link = z
  .string()
  .superRefine((href, ctx) => {
    const problem = linkProblem(href);
    if (problem) ctx.addIssue({ code: 'custom', message: fix(`the link ${problem}`, LINK_FIX) });
  })
  .meta({
    label: 'Link',
    hint: `${AFFILIATE} for the affiliate page, "/" for the home page, or an https:// address`,
    pattern: LINK.source,
    patternHint: `${AFFILIATE}, a path of this site such as "/sign-up", or an https:// address`,
  });

/** An offering page's slug: its URL, its file in out/ and its lines in the host configs. */
const slug = z
  .string()
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: fix(`the slug ${problem}`, 'use lower-case letters, digits and single hyphens, such as live-games') });
  })
  .meta({ label: 'Page address (slug)', hint: 'lower-case letters, digits and hyphens: live-games', pattern: SLUG.source, patternHint: 'a lower-case name such as live-games' });

/** The analytics provider's origin: it goes into the CSP of every host config. `loopback`: the editor's preview only. */
const analyticsHost = (loopback: boolean) =>
  z
    .string()
    .superRefine((url, ctx) => {
      const problem = originProblem(url, { loopback });
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: fix(
            `the analytics host ${problem}`,
            "set the provider's https:// origin alone, e.g. https://plausible.io, https://cloud.umami.is or https://www.googletagmanager.com",
          ),
        });
    })
    .meta({
      label: 'Provider address (https)',
      hint: 'https://plausible.io, https://cloud.umami.is, https://www.googletagmanager.com, or your own instance: the origin alone, no path',
      pattern: HTTPS_ORIGIN.source,
      patternHint: 'an https:// origin such as https://plausible.io',
    });

/** A number field: missing, or text where a number belongs. */
const number = (what: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ? fix('the field is missing', 'fill it in') : fix(`${shown(issue.input)} is not a number`, `write ${what} as a number without quotes`),
  });

const positiveInt = (what: string, meta: { label?: string; hint?: string } = {}) =>
  number(what)
    .int({ error: (issue) => fix(`${shown(issue.input)} is not a positive whole number`, `set ${what} as a whole number`) })
    .min(1, { error: (issue) => fix(`${shown(issue.input)} is not a positive number`, 'use a positive number') })
    .meta(meta);

/** A duration in whole milliseconds within [min, max]: outside it the carousel stalls or flickers. */
const milliseconds = (what: string, min: number, max: number, meta: { label?: string; hint?: string } = {}) => {
  const outside = (issue: { input: unknown }) => fix(`${shown(issue.input)} ms is outside ${min}-${max} ms`, `set ${what} to a whole number of milliseconds from ${min} to ${max}`);
  return number(what).int({ error: outside }).min(min, { error: outside }).max(max, { error: outside }).meta(meta);
};

export const imageAsset = z
  .object({
    src: z
      .string({ error: fix('the image has no src under public/', 'set src to a path such as "/images/name.webp"') })
      .refine((src) => src.startsWith('/'), { error: fix('the image has no src under public/', 'set src to a path such as "/images/name.webp"') })
      .meta({ label: 'Image file', widget: 'image' }),
    width: z
      .number({ error: fix('the image width is missing or not a positive whole number', "set width to the image's width in pixels") })
      .int({ error: fix('the image width is missing or not a positive whole number', "set width to the image's width in pixels") })
      .min(1, { error: fix('the image width is missing or not a positive whole number', "set width to the image's width in pixels") })
      .meta({ label: 'Width (CSS pixels, the widest it is shown)' }),
    height: z
      .number({ error: fix('the image height is missing or not a positive whole number', "set height to the image's height in pixels") })
      .int({ error: fix('the image height is missing or not a positive whole number', "set height to the image's height in pixels") })
      .min(1, { error: fix('the image height is missing or not a positive whole number', "set height to the image's height in pixels") })
      .meta({ label: 'Height (CSS pixels)' }),
    alt: z
      .string({ error: fix('the image has no alt text', 'describe the image in alt, or set alt: "" if it is purely decorative') })
      .meta({ label: 'Alt text (empty only for purely decorative images)', allowEmpty: true }),
  })
  .meta({ kind: 'image' });

export const cta = z.strictObject({
  label: text({ label: 'Button text' }),
  href: link,
  context: optionalText({ label: 'Extra words for screen readers', hint: 'read after a vague label such as "See More"' }),
});

export const OFFERING_IDS = ['slots', 'sabong', 'liveGames', 'sportsBetting', 'fishGames', 'arcadeGames'] as const;
export const offeringId = z.enum(OFFERING_IDS);

/** The glyphs a listed bonus can carry (components/ui/icons.tsx draws each). */
export const BONUS_ICONS = ['gift', 'phone', 'ticket', 'percent', 'friends'] as const;
export type BonusIcon = (typeof BONUS_ICONS)[number];

const menuItem = cta.extend({
  footerGroup: optionalText({ label: 'Footer column', hint: 'one of the footer columns; empty: not in the footer' }),
  offering: optionalChoice(OFFERING_IDS, { label: 'Hidden with offering', hint: 'the entry disappears when this offering is switched off' }),
});
const titledText = z.strictObject({ title: text(), text: text({ widget: 'text' }) });
const GAME_BADGES = ['hot', 'new'] as const;
const game = z.strictObject({
  title: text({ label: 'Game title' }),
  image: imageAsset, // a missing one is reported by the games check below, with the game's title
  href: link,
  badge: optionalChoice(GAME_BADGES, { label: 'Badge on the tile', hint: 'hot: among the most played now; new: added in the last weeks. Only where it is true.' }),
  featured: z
    .boolean()
    .optional()
    .meta({ label: 'In the first screen’s hot row', hint: 'the slots first, then the games grid’s, in their order: a phone shows the first four, a tablet six, a computer eight' }),
});
const gameCategory = titledText.extend({ offering: offeringId, image: imageAsset, action: cta });
const swipeHint = text({ label: 'Swipe hint', hint: 'under the row of cards or tiles on phones, where it scrolls sideways' });
const heading = { kicker: optionalText({ label: 'Kicker (small gold line above the title)' }), heading: text() };

// Completeness is checked below (crossChecks), so that a half-filled licence gets one message per field.
const regulator = z.strictObject({
  name: z.string().optional().meta({ label: 'Regulator name' }),
  licenceNumber: z.string().optional().meta({ label: 'Licence number' }),
  verificationUrl: z.string().optional().meta({ label: 'Verification link (https)', pattern: HTTPS_URL.source, patternHint: 'an https:// address' }),
});
const adClearance = z.strictObject({ authority: z.string().optional().meta({ label: 'Authority' }), reference: z.string().optional().meta({ label: 'Reference' }) });
/** The editor writes an untouched optional block as empty strings: that means "none". */
function noneIfBlank<T extends object>(value: T | null | undefined): T | null {
  return value && typeof value === 'object' && Object.values(value).some((field) => field !== '' && field != null) ? value : null;
}

/** A day in Manila (the campaign runs from its first day's 00:00 to its last day's 24:00, UTC+8); empty: no limit. */
const campaignDay = (meta: { label: string }) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (!value) return;
      if (!isCalendarDay(value))
        ctx.addIssue({ code: 'custom', message: fix(`${shown(value)} is not a date`, 'write the day as YYYY-MM-DD, such as 2026-12-01, or leave it empty') });
      else if (!value.startsWith('20')) ctx.addIssue({ code: 'custom', message: fix(`${value} is not in this century`, 'check the year, such as 2026-12-01, or leave it empty') });
    })
    .transform((value) => value || undefined)
    .meta({ ...meta, hint: 'YYYY-MM-DD, a day in Manila time; empty: no limit', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', patternHint: 'a day such as 2026-12-01' });

const campaignVariant = z.strictObject({
  name: z
    .string()
    .superRefine((value, ctx) => {
      if (value === 'index') ctx.addIssue({ code: 'custom', message: fix('"index" is the name of a folder\'s page to every host', 'choose another name, such as a or b') });
      else if (!VARIANT_NAME.test(value))
        ctx.addIssue({
          code: 'custom',
          message: fix(`the variant name ${shown(value)} is not a short lower-case name`, 'use up to 24 lower-case letters, digits and single hyphens, such as a, b or big-offer'),
        });
    })
    .meta({ label: 'Variant name (in its address and in the results)', hint: 'a, b, big-offer…', pattern: VARIANT_NAME.source, patternHint: 'a short lower-case name such as b' }),
  weight: number('weight')
    .int({ error: (issue) => fix(`${shown(issue.input)} is not a whole percentage`, 'set weight to a whole number from 1 to 100') })
    .min(1, { error: (issue) => fix(`a weight of ${shown(issue.input)} sends this variant no visitor`, 'set weight from 1 to 100, or remove the variant') })
    .max(100, { error: (issue) => fix(`${shown(issue.input)} % is more than 100`, 'set weight to a whole number from 1 to 100') })
    .meta({ label: 'Share of visitors (%)', hint: 'the shares of all variants add up to 100' }),
  hero: z
    .strictObject({
      title: optionalText({ label: 'Headline (empty: the home page’s)' }),
      intro: optionalText({ label: 'Intro (empty: the home page’s)' }),
      offerLabel: optionalText({ label: 'Offer label (empty: the home page’s)' }),
      offerAmount: optionalText({ label: 'Offer figure (empty: the home page’s)', hint: 'e.g. {claims.newMemberBonus} or ₱200' }),
      ctaLabel: optionalText({ label: 'Main button text (empty: the home page’s)' }),
      art: imageAsset
        .nullable()
        .optional()
        .transform((value) => (value && value.src ? value : undefined))
        .meta({ label: 'Key art (one of the renders in /images/art/; empty: the home page’s)' }),
    })
    .meta({ label: 'What this variant changes in the first screen' }),
});

const CAMPAIGN_SLUG_MAX = 64;

const campaign = z
  .strictObject({
    slug: slug
      .refine((value) => value !== 'index', { error: fix('"index" is the name of a folder\'s page to every host', 'choose another slug, such as free-100-facebook') })
      // In an address, a cookie's name and a line of every host's config (nginx refuses a parameter past 4 KB).
      .max(CAMPAIGN_SLUG_MAX, { error: fix(`the slug is longer than ${CAMPAIGN_SLUG_MAX} characters`, 'shorten it, such as free-100-facebook') })
      .meta({ label: 'Address: /promo/<slug>', hint: 'lower-case letters, digits and hyphens: free-100-facebook' }),
    name: text({ label: 'Name (for you and the results; not shown on the page)' }),
    starts: campaignDay({ label: 'First day' }),
    ends: campaignDay({ label: 'Last day' }),
    indexed: z.boolean().meta({ label: 'Search engines may index it (off: noindex, not in the sitemap)' }),
    sections: z
      .array(z.enum(CAMPAIGN_SECTIONS, { error: (issue) => fix(`${shown(issue.input)} is not a home-page section`, `use one of ${CAMPAIGN_SECTIONS.join(', ')}`) }))
      .superRefine((sections, ctx) => {
        sections.forEach((section, index) => {
          const first = sections.indexOf(section);
          if (first !== index) ctx.addIssue({ code: 'custom', path: [index], message: fix(`${section} is already sections[${first}]`, 'list each section once') });
        });
      })
      .meta({ label: 'Home-page sections under the first screen (shown in the home page’s order)', item: 'section' }),
    variants: z
      .array(campaignVariant)
      .min(1, { error: fix('the campaign has no variant', 'add one variant (or up to four to compare)') })
      .max(4, { error: fix('the campaign has more than four variants', 'keep up to four: each needs its share of visitors to give a result') })
      // Beside the variants' own problems too (`when`), so that every mistake is reported in one run.
      .superRefine(
        (entries, ctx) => {
          const variants = entries.map((variant) => (variant && typeof variant === 'object' ? variant : { name: undefined, weight: undefined }));
          variants.forEach(({ name }, index) => {
            const first = variants.findIndex((variant) => variant.name === name);
            if (typeof name === 'string' && first !== index)
              ctx.addIssue({
                code: 'custom',
                path: [index, 'name'],
                message: fix(`the variant name ${shown(name)} is also variants[${first}]'s`, 'give each variant a name of its own'),
              });
          });
          const total = variants.reduce((sum, { weight }) => sum + (Number.isInteger(weight) ? weight! : 0), 0);
          if (variants.every(({ weight }) => Number.isInteger(weight)) && total !== 100)
            ctx.addIssue({
              code: 'custom',
              message: fix(
                `the shares of visitors add up to ${total} %`,
                `change them so that they add up to 100 (${variants.map(({ name, weight }) => `${name}: ${weight}`).join(', ')})`,
              ),
            });
        },
        { when: () => true },
      )
      .meta({ label: 'Variants (the first is the page at /promo/<slug> without a split)', item: 'variant' }),
  })
  .superRefine(
    (campaign, ctx) => {
      const { starts, ends } = (campaign ?? {}) as { starts?: unknown; ends?: unknown };
      const day = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
      if (day(starts) && day(ends) && ends < starts)
        ctx.addIssue({
          code: 'custom',
          path: ['ends'],
          message: fix(`the last day ${ends} is before the first day ${starts}`, 'set a last day on or after the first day, or leave it empty'),
        });
    },
    { when: () => true },
  );

export const files = {
  site: z.strictObject({
    brandName: text({ label: 'Brand name' }),
    affiliateUrl: httpsUrl('the affiliate URL', 'set an absolute https:// URL such as https://partner.example.com/register (or the AFFILIATE_URL variable)', {
      label: 'Affiliate URL (every call to action)',
    }),
    siteUrl: httpsUrl('the site URL', 'set the https:// origin the site is deployed at (or the SITE_URL variable)', { label: 'Public site URL' }),
    locale: text(),
    language: text(),
    description: text({ widget: 'text', label: 'Description (search engines and shares)' }),
    shareImage: imageAsset,
    slogan: text({ label: 'Footer slogan' }),
    copyrightYear: positiveInt('copyrightYear', { label: 'Copyright year' }),
    copyrightNotice: text(),
    credits: z.strictObject({ link: cta }),
    payments: z.strictObject({
      label: text({ label: 'Heading in the footer' }),
      methods: z.array(text({ label: 'Payment method' })).meta({
        label: 'Payment methods the operator accepts (names only; leave empty to show none)',
        item: 'payment method',
      }),
    }),
  }),
  claims: z.strictObject({
    currencySymbol: z.string().meta({ label: 'Currency symbol (e.g. ₱), shown with the bonus figures; leave empty until the operator sets one', allowEmpty: true }),
    newMemberBonus: text({ label: 'New-member bonus (e.g. Free {claims.currencySymbol}100)' }),
    downloadBonus: positiveInt('downloadBonus', { label: 'App download bonus' }),
    dailyDepositBonusPercent: positiveInt('dailyDepositBonusPercent', { label: 'Daily deposit bonus (%)' }).max(100, {
      error: (issue) => fix(`${shown(issue.input)} % is more than 100`, 'use a percentage from 1 to 100'),
    }),
    inviteFriendsBonusPercent: positiveInt('inviteFriendsBonusPercent', { label: 'Invite-friends bonus (%)' }).max(100, {
      error: (issue) => fix(`${shown(issue.input)} % is more than 100`, 'use a percentage from 1 to 100'),
    }),
    support: text({ label: 'Support hours (e.g. 24/7)' }),
    encryptionBits: positiveInt('encryptionBits', { label: 'Encryption (bits)' }),
    registrationMinutes: positiveInt('registrationMinutes', { label: 'Minutes to register' }),
    registrationSteps: positiveInt('registrationSteps', { label: 'Registration steps' }),
  }),
  constants: z.strictObject({
    // One slide at a time: that is what a fade transition shows, so it is not a setting.
    carousel: z.strictObject({
      autoplayMs: milliseconds('autoplayMs', 1000, 60000, { label: 'Autoplay interval (ms)', hint: '1000 to 60000' }),
      transitionMs: milliseconds('transitionMs', 100, 2000, { label: 'Transition (ms)', hint: '100 to 2000' }),
      loop: z.boolean(),
    }),
    gallery: z.strictObject({
      columnsDesktop: z
        .number()
        .int({ error: (issue) => fix(`${shown(issue.input)} columns is not supported`, 'use a whole number from 1 to 7') })
        .min(1, { error: (issue) => fix(`${shown(issue.input)} columns is not supported`, 'use a whole number from 1 to 7') })
        .max(7, { error: (issue) => fix(`${shown(issue.input)} columns is not supported`, 'use a whole number from 1 to 7') })
        .meta({ label: 'Gallery columns on desktop' }),
      thumbnailSize: positiveInt('thumbnailSize', { label: 'Thumbnail size (px)' }),
    }),
  }),
  offerings: z.strictObject(
    Object.fromEntries(
      OFFERING_IDS.map((id) => [
        id,
        z.strictObject({
          enabled: z.boolean().meta({ label: 'Shown on the site' }),
          label: text(),
          page: z.strictObject({ slug, text: text(), description: text() }).optional(),
        }),
      ]),
    ) as Record<
      (typeof OFFERING_IDS)[number],
      z.ZodObject<{
        enabled: z.ZodBoolean;
        label: ReturnType<typeof text>;
        page: z.ZodOptional<z.ZodObject<{ slug: typeof slug; text: ReturnType<typeof text>; description: ReturnType<typeof text> }>>;
      }>
    >,
  ),
  navigation: z.strictObject({
    primaryMenu: z
      .array(menuItem)
      .min(1, { error: fix('the menu is empty', 'add at least the Home entry') })
      .meta({ label: 'Menu', item: 'menu entry' }),
    footerColumns: z.array(text({ label: 'Column heading' })).meta({ label: 'Footer columns, in order (each menu entry names its column)', item: 'column' }),
    topBar: z.strictObject({ login: cta, free100: cta }),
    labels: z.strictObject({
      primaryNav: text(),
      footerNav: text(),
      menuButton: text(),
      closeButton: text(),
      drawer: text(),
      skipLink: text(),
      homeLink: text(),
      actionBar: text({ label: 'Name of the phone action bar, for screen readers' }),
    }),
  }),
  compliance: z.strictObject({
    minimumAge: z
      .number()
      .int({ error: (issue) => fix(`${shown(issue.input)} is not a whole number of years`, 'set minimumAge to 21 or higher') })
      .min(21, { error: (issue) => fix(`${shown(issue.input)} is below the Philippine legal gambling age`, 'set minimumAge to 21 or higher') })
      .meta({ label: 'Minimum age' }),
    ageNotice: text({ widget: 'text' }),
    responsibleGambling: text({ widget: 'text' }),
    helpline: z.strictObject({ label: text(), phone: text(), tel: text({ label: 'Dialable number (E.164, e.g. +63282489568)' }) }),
    licenceLabel: text(),
    licenceNumberLabel: text(),
    verifyLabel: text(),
    regulator: regulator
      .nullable()
      .transform((value) => noneIfBlank(value) as Required<z.output<typeof regulator>> | null)
      .meta({ label: 'Regulator licence (leave empty until the operator supplies it)' }),
    adClearanceLabel: text(),
    adClearance: adClearance
      .nullable()
      .transform((value) => noneIfBlank(value) as Required<z.output<typeof adClearance>> | null)
      .meta({ label: 'Advertisement clearance (leave empty if none)' }),
  }),
  campaign: z.strictObject({
    prefixes: z.array(z.string()).meta({ label: 'Forwarded parameter prefixes' }),
    names: z.array(z.string()).meta({ label: 'Forwarded parameter names' }),
  }),
  campaigns: z.strictObject({
    assignmentDays: positiveInt('assignmentDays', { label: 'Days a visitor keeps the variant they were shown' }).max(400, {
      error: (issue) => fix(`${shown(issue.input)} days is longer than browsers keep a cookie`, 'set assignmentDays from 1 to 400'),
    }),
    campaigns: z
      .array(campaign)
      .superRefine(
        (campaigns, ctx) => {
          const slugs = campaigns.map((campaign) => (campaign as { slug?: unknown } | null)?.slug);
          slugs.forEach((slug, index) => {
            const first = slugs.indexOf(slug);
            if (typeof slug === 'string' && first !== index)
              ctx.addIssue({
                code: 'custom',
                path: [index, 'slug'],
                message: fix(`the slug ${shown(slug)} is also campaigns[${first}]'s`, 'give each campaign a slug of its own'),
              });
          });
        },
        { when: () => true },
      )
      .meta({ label: 'Campaigns: landing pages at /promo/<slug>, linked from nowhere', item: 'campaign' }),
  }),
  games: z.strictObject({
    slotGames: z
      .array(game)
      .min(1, { error: fix('the gallery is empty', 'add at least one game') })
      .meta({ label: 'Slot gallery', item: 'game' }),
    gridGames: z.array(game).meta({ label: 'Games grid', item: 'game' }),
    badges: z.strictObject({ hot: text({ label: 'Word on a hot game' }), new: text({ label: 'Word on a new game' }) }).meta({ label: 'Badge words' }),
    otherGames: z.array(gameCategory).meta({ label: 'Other interesting games', item: 'category' }),
    providers: z
      .array(z.strictObject({ name: text({ label: 'Provider' }), specialty: text({ label: 'What they make (e.g. Slots and fishing)' }) }))
      .meta({ label: 'Game providers', item: 'provider' }),
  }),
  home: z.strictObject({
    hero: z.strictObject({
      kicker: text(),
      title: text(),
      intro: text({ widget: 'text' }),
      actions: z.array(cta),
      offer: z.strictObject({ label: text(), amount: text(), note: text(), action: cta }),
      highlights: z.array(text()).meta({ label: 'Short facts under the buttons' }),
      gameLinks: z
        .strictObject({
          label: text({ label: 'Name of the row, for screen readers' }),
          links: z
            .array(
              z.strictObject({
                offering: offeringId.meta({ label: 'Offering' }),
                label: text({ label: 'Short label' }),
                art: imageAsset.meta({ label: 'Picture (a committed render, cut to 16:10)' }),
              }),
            )
            .superRefine((links, ctx) => {
              links.forEach(({ offering }, index) => {
                const first = links.findIndex((link) => link.offering === offering);
                if (first !== index) ctx.addIssue({ code: 'custom', path: [index, 'offering'], message: fix(`${offering} is already links[${first}]`, 'list each offering once') });
              });
            })
            .meta({ label: 'Links', item: 'link', hint: 'each jumps to its offering on the home page; hidden while the offering is switched off' }),
        })
        .meta({ label: 'Game row under the buttons' }),
      hotGames: z.strictObject({ heading: text({ label: 'Heading' }) }).meta({ label: 'Hot row under the game row (the games marked for it)' }),
      art: imageAsset,
    }),
    whyChoose: z.strictObject({ ...heading, columns: z.array(titledText.extend({ image: imageAsset })) }),
    welcome: z.strictObject({ kicker: optionalText(), title: text(), text: text({ widget: 'text' }), image: imageAsset, action: cta }),
    bonuses: z.strictObject({
      ...heading,
      intro: text(),
      items: z.array(z.strictObject({ icon: z.enum(BONUS_ICONS).meta({ label: 'Icon' }), text: text() })).meta({ label: 'Bonuses (only offers a member receives)', item: 'bonus' }),
      action: cta,
    }),
    promotions: z.strictObject({ ...heading, swipeHint, cards: z.array(titledText.extend({ kicker: text(), image: imageAsset, action: cta })) }),
    membership: z.strictObject({
      ...heading,
      intro: text(),
      steps: z.array(titledText),
      signUp: cta,
      carousel: z.strictObject({
        label: text(),
        pause: text(),
        play: text(),
        slides: z.array(imageAsset).min(2, { error: fix('the carousel needs at least two slides', 'add another image to slides') }),
      }),
    }),
    onlineSlots: z.strictObject({
      ...heading,
      intro: text(),
      action: cta,
      sabong: z.strictObject({ ...heading, text: text({ widget: 'text' }), image: imageAsset, action: cta }),
    }),
    gamesGrid: z.strictObject({ ...heading, intro: text(), action: cta }),
    otherGamesSection: z.strictObject({ ...heading, swipeHint }),
    providersSection: z.strictObject({ ...heading, intro: text() }),
    appDownload: z.strictObject({ ...heading, text: text(), image: imageAsset, ios: cta, android: cta }),
    downloadBonus: z.strictObject({
      ...heading,
      text: text({ widget: 'text' }),
      action: cta,
      banner: z.strictObject({ label: text(), amount: text(), image: imageAsset }),
    }),
    safeAndSecure: z.strictObject({ ...heading, text: text({ widget: 'text' }), action: cta, image: imageAsset }),
  }),
  pages: z.strictObject({
    notFound: z.strictObject({ text: text(), image: imageAsset, action: cta }),
    errorScreen: z.strictObject({ title: text() }),
    signUpPage: z.strictObject({ heading: text() }),
  }),
  analytics: z.strictObject({
    provider: z.enum(['none', 'plausible', 'umami', 'ga4']).meta({ label: 'Analytics provider (none: the site makes no requests of its own)' }),
    host: analyticsHost(false),
    siteId: z.string().meta({ label: 'Site ID', hint: 'Plausible: the site domain; Umami: the website ID; GA4: the measurement ID (G-…)' }),
    eventName: text({ label: 'Event name' }),
    consent: z.strictObject({
      text: text({ widget: 'text', label: 'Consent banner text (GA4 only)' }),
      accept: text(),
      decline: text(),
      settings: text({ label: 'Footer link to change the choice' }),
      privacyNotice: cta,
    }),
  }),
};

/** Which file holds each area; the key is also the first part of an entry in messages. */
export type Area = keyof typeof files;
export const AREAS = Object.keys(files) as Area[];
export const fileOf = (area: Area) => `content/${area}.json`;

/** What the build makes besides the offering pages (scripts/site-paths.ts reads it from app/, public/ and the build's steps). */
export interface SitePaths {
  /** URL paths of the pages and files app/ makes: "/", "/sign-up", "/robots.txt", "/third-party-notices.txt"… */
  routes: string[];
  /** Top-level names taken in out/: every route's first segment, Next's own (_next, index, 404…), public/'s files and folders. */
  taken: string[];
}

export interface ContentChecks {
  /** Whether `public/<src>` exists (or is made by the build); injected so tests need no files. */
  publicFileExists: (src: string) => boolean;
  /** Given, internal links must name a page or file the build makes and slugs must not take a name in use (the build's content check). */
  sitePaths?: SitePaths;
  /** The editor's live preview (`npm run edit`): the analytics host may be a collector on this computer. Never in a build. */
  editorPreview?: boolean;
}

/**
 * A path that names a file under public/ and nothing else: no "..", "." or empty segments, backslash or
 * control character, raw or percent-encoded, so it can never resolve outside public/ (the image step
 * reads and writes by it).
 */
export function isPlainPublicPath(src: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return false;
  }
  const segments = decoded.slice(1).split('/');
  return !decoded.includes('\\') && !/[\x00-\x1f\x7f]/.test(decoded) && segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

type Issue = { path: (string | number)[]; message: string; entry?: string };

/** Checks that span fields or files: images present in public/, link targets, unique game titles and slugs, placeholders, licence. */
function crossChecks(content: Record<string, unknown>, { publicFileExists, sitePaths }: ContentChecks): Issue[] {
  const issues: Issue[] = [];
  const offerings = Object.entries((content.offerings ?? {}) as Record<string, { enabled?: unknown; page?: { slug?: unknown } } | undefined>);
  const enabledPages = offerings.flatMap(([, offering]) => (offering?.enabled === true && typeof offering.page?.slug === 'string' ? [`/${offering.page.slug}`] : []));
  const switchedOff = new Set(offerings.filter(([, offering]) => offering?.enabled === false).map(([id]) => id));
  /** An internal link must lead to a page or file of this build: a path that is only well formed still 404s. */
  const checkTarget = (href: unknown, path: (string | number)[]) => {
    if (!sitePaths || typeof href !== 'string' || linkKind(href) !== 'internal') return;
    const target = href.split(/[?#]/)[0]!;
    if (target === '/' || sitePaths.routes.includes(target) || enabledPages.includes(target) || publicFileExists(target)) return;
    const pages = ['/', ...sitePaths.routes.filter((route) => !/\.\w+$/.test(route)), ...enabledPages];
    issues.push({
      path: [...path, 'href'],
      message: fix(`the link ${shown(href)} names no page or file of this site`, `link one of ${[...new Set(pages)].join(', ')}, a file under public/, or ${AFFILIATE}`),
    });
  };
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      for (const [placeholder, name] of value.matchAll(PLACEHOLDER)) {
        const [area, field] = name!.split('.') as [string, string];
        const source = (content[area] as Record<string, unknown> | undefined)?.[field];
        if (!['site', 'claims', 'compliance'].includes(area) || (typeof source !== 'string' && typeof source !== 'number')) {
          issues.push({ path, message: fix(`the placeholder ${placeholder} names no value`, 'use {claims.…}, {site.brandName}, {site.affiliateUrl} or {compliance.minimumAge}') });
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && record.src.startsWith('/') && 'alt' in record) {
        if (!isPlainPublicPath(record.src)) {
          issues.push({
            path,
            message: fix(`the image ${shown(record.src)} is not a plain path inside public/`, 'write it as /images/<folder>/<file> with no "..", "." or empty segments'),
          });
        } else if (!publicFileExists(record.src)) {
          issues.push({ path, message: fix(`the image ${shown(record.src)} does not exist in public/`, `add public${record.src} or correct the path`) });
        }
      }
      // A menu entry hidden with its switched-off offering is not on the page.
      if ('href' in record && !switchedOff.has(record.offering as string)) checkTarget(record.href, path);
      for (const [key, child] of Object.entries(record)) walk(child, [...path, key]);
    }
  };
  walk(content, []);

  const games = (content.games ?? {}) as Record<string, { title?: unknown; image?: unknown }[] | undefined>;
  for (const list of ['slotGames', 'gridGames']) {
    const seen = new Map<string, number>();
    (Array.isArray(games[list]) ? games[list] : []).forEach((item, index) => {
      const title = typeof item?.title === 'string' ? item.title : '';
      const entry = `${list}[${index}] ${shown(title)}`;
      if (item?.image == null)
        issues.push({
          path: ['games', list, index, 'image'],
          entry,
          message: fix('the game has no image', 'add image: { src, width, height, alt } with a file under public/images/'),
        });
      const key = title.trim().toLowerCase();
      if (key && seen.has(key)) {
        issues.push({
          path: ['games', list, index],
          entry,
          message: fix(`the title duplicates ${list}[${seen.get(key)}]`, 'give each game a unique title or remove the duplicate'),
        });
      } else if (key) seen.set(key, index);
    });
  }

  const compliance = (content.compliance ?? {}) as { regulator?: Record<string, unknown> | null; adClearance?: Record<string, unknown> | null };
  const regulator = noneIfBlank(compliance.regulator);
  if (regulator) {
    for (const field of ['name', 'licenceNumber']) {
      if (typeof regulator[field] !== 'string' || !(regulator[field] as string).trim()) {
        issues.push({
          path: ['compliance', 'regulator', field],
          message: fix('the licence is incomplete', `fill in regulator.${field} from the operator's licence, or set regulator: null`),
        });
      }
    }
    const problem = httpsUrlProblem(regulator.verificationUrl);
    if (problem)
      issues.push({
        path: ['compliance', 'regulator', 'verificationUrl'],
        message: fix(`the verification link ${problem}`, "use the regulator's https:// page that verifies this licence"),
      });
  }
  const clearance = noneIfBlank(compliance.adClearance);
  for (const field of clearance ? ['authority', 'reference'] : []) {
    if (typeof clearance![field] !== 'string' || !(clearance![field] as string).trim()) {
      issues.push({
        path: ['compliance', 'adClearance', field],
        message: fix('the ad clearance is incomplete', `fill in adClearance.${field} from the regulator's clearance, or set adClearance: null`),
      });
    }
  }

  const withPage = offerings.filter(([, offering]) => offering?.page);
  if (withPage.length > 0 && !withPage.some(([, offering]) => offering?.enabled === true)) {
    issues.push({
      path: ['offerings'],
      message: fix(
        'every offering with a page is switched off',
        `switch at least one of ${withPage.map(([id]) => id).join(', ')} on (enabled: true): the static export needs one offering page`,
      ),
    });
  }

  const slugs = new Map<string, string>();
  for (const [id, offering] of withPage) {
    const value = offering?.page?.slug;
    if (typeof value !== 'string' || slugProblem(value)) continue; // the field's own check says why
    const path = ['offerings', id, 'page', 'slug'];
    if (slugs.has(value)) {
      issues.push({ path, message: fix(`the slug ${shown(value)} is also the slug of ${slugs.get(value)}`, 'give each offering page a slug of its own') });
    } else if (sitePaths?.taken.includes(value)) {
      issues.push({
        path,
        message: fix(`the slug ${shown(value)} is a name the site already uses (${sitePaths.taken.filter((name) => /^[a-z0-9-]+$/.test(name)).join(', ')})`, 'choose another slug'),
      });
    }
    slugs.set(value, id);
  }

  const navigation = (content.navigation ?? {}) as { primaryMenu?: unknown; footerColumns?: unknown };
  const footerColumns = Array.isArray(navigation.footerColumns) ? navigation.footerColumns : [];
  (Array.isArray(navigation.primaryMenu) ? navigation.primaryMenu : []).forEach((item: { label?: unknown; footerGroup?: unknown }, index) => {
    if (typeof item?.footerGroup === 'string' && item.footerGroup !== '' && !footerColumns.includes(item.footerGroup)) {
      issues.push({
        path: ['navigation', 'primaryMenu', index, 'footerGroup'],
        message: fix(
          `${shown(item.footerGroup)} is not one of the footer columns`,
          `use one of ${footerColumns.map((column) => shown(String(column))).join(', ')} or add it to footerColumns`,
        ),
      });
    }
  });

  const campaign = (content.campaign ?? {}) as { prefixes?: unknown; names?: unknown };
  for (const name of [campaign.prefixes, campaign.names].flatMap((list) => (Array.isArray(list) ? list : []))) {
    if (typeof name !== 'string' || !/^[A-Za-z0-9_.-]+$/.test(name)) {
      issues.push({ path: ['campaign'], entry: shown(String(name)), message: fix('is not a valid query-parameter name', 'use letters, digits, "_", "-" or "." only') });
    }
  }

  const analytics = (content.analytics ?? {}) as { provider?: unknown; siteId?: unknown };
  if (analytics.provider !== 'none' && typeof analytics.siteId === 'string' && !analytics.siteId.trim()) {
    issues.push({
      path: ['analytics', 'siteId'],
      message: fix(`the ${String(analytics.provider)} site ID is empty`, 'fill in the site domain (Plausible), website ID (Umami) or measurement ID (GA4), or set provider: none'),
    });
  }
  return issues;
}

/** The whole content: one object per file, plus the checks that span them. */
export function contentSchema(checks: ContentChecks) {
  const schema = checks.editorPreview ? z.strictObject({ ...files, analytics: files.analytics.extend({ host: analyticsHost(true) }) }) : z.strictObject(files);
  return schema.superRefine(
    (content, ctx) => {
      for (const { path, message, entry } of crossChecks(content as Record<string, unknown>, checks)) {
        ctx.addIssue({ code: 'custom', path, message, params: entry ? { entry } : undefined });
      }
    },
    { when: () => true },
  );
}

export type SiteContent = z.output<ReturnType<typeof contentSchema>>;
export type ImageAsset = z.output<typeof imageAsset>;
export type Cta = z.output<typeof cta>;
export type MenuItem = z.output<typeof menuItem>;
export type OfferingId = z.output<typeof offeringId>;
export type Offering = SiteContent['offerings'][OfferingId];
export type Game = z.output<typeof game>;
export type GameCategory = z.output<typeof gameCategory>;
export type TitledText = z.output<typeof titledText>;
export type Regulator = Required<z.output<typeof regulator>>;
export type AdClearance = Required<z.output<typeof adClearance>>;
export type Analytics = SiteContent['analytics'];
export type Campaign = SiteContent['campaigns']['campaigns'][number];
export type CampaignVariant = Campaign['variants'][number];
