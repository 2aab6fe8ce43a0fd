import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { PAGE_COLOUR, PAGE_WIDTH } from './lib/design-tokens';
import { DISPLAY_WEIGHT } from './lib/font-weights';

// Design tokens, named by what they mean on the page: a rebrand is an edit here, not in JSX.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        surface: {
          DEFAULT: PAGE_COLOUR, // the page
          sunken: '#070a1a', // footer, wells
          raised: '#151040', // cards
          accent: '#2b1a5e', // hover, chips
          line: '#2e2566', // hairlines and card borders
        },
        brand: { DEFAULT: '#f5c542', soft: '#ffe38a', ink: '#1a1200' },
        // The second brand colour: offers, badges and glows beside the gold.
        spark: { DEFAULT: '#c084fc', deep: '#4c1d95', soft: '#e9d5ff' },
        ink: { DEFAULT: '#f4f4fb', muted: '#c9c8e0', subtle: '#a6a4cc' },
        focus: '#7dd3fc',
        // The lobby's badges: the one warm accent beside the gold (hot) and a cool one (new), on small marks only.
        hot: '#e11d48',
        fresh: '#2dd4bf',
      },
      // next/font/local sets --font-body (components/fonts.ts), its sized fallbacks and sans-serif included.
      fontFamily: { sans: ['var(--font-body, sans-serif)'] },
      // The type scale: one step per role, fluid between a phone and a desktop.
      fontSize: {
        kicker: ['0.8125rem', { lineHeight: '1.25rem', letterSpacing: '0.14em' }],
        lead: ['clamp(1rem, 0.95rem + 0.3vw, 1.1875rem)', { lineHeight: '1.6' }],
        title: ['clamp(1.75rem, 1.35rem + 1.8vw, 2.75rem)', { lineHeight: '1.1', letterSpacing: '-0.02em' }],
        display: ['clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem)', { lineHeight: '1.02', letterSpacing: '-0.03em' }],
        offer: ['clamp(3rem, 1.4rem + 4vw, 5.25rem)', { lineHeight: '0.9', letterSpacing: '-0.03em' }],
      },
      borderRadius: { card: '1.25rem', panel: '2rem' },
      boxShadow: {
        card: '0 18px 40px -20px rgb(0 0 0 / 0.75)',
        cta: '0 10px 28px -8px rgb(255 179 0 / 0.6)',
        glow: '0 0 0 1px rgb(245 197 66 / 0.35), 0 0 48px -8px rgb(245 197 66 / 0.45)',
      },
      backgroundImage: {
        gold: 'linear-gradient(180deg, #ffe38a 0%, #f5c542 45%, #ffb300 100%)',
        'gold-text': 'linear-gradient(180deg, #fff4c2 0%, #ffd45c 40%, #ffb300 75%, #e08e00 100%)',
        // The member rewards' panel: lit magenta from its corner, so it is not one more violet panel (a
        // translucent gold over the violet read as muddy brown).
        'rewards-glow':
          'radial-gradient(110% 90% at 100% 0%, rgb(217 70 239 / 0.22) 0%, transparent 55%), radial-gradient(90% 80% at 0% 100%, rgb(245 197 66 / 0.1) 0%, transparent 60%)',
        'panel-glow':
          'radial-gradient(120% 90% at 100% 0%, rgb(168 85 247 / 0.28) 0%, transparent 55%), radial-gradient(90% 80% at 0% 100%, rgb(245 197 66 / 0.12) 0%, transparent 60%)',
        // The disc each "why choose" icon stands on (a gold-ringed violet, like the hero's game discs), so the
        // four renders read as one set rather than floating.
        'icon-disc': 'radial-gradient(closest-side, rgb(196 160 255 / 0.55), rgb(109 40 217 / 0.7) 70%, rgb(76 29 149 / 0.8))',
        'page-glow': 'radial-gradient(50% 45% at 50% 45%, rgb(168 85 247 / 0.35) 0%, transparent 70%), linear-gradient(180deg, #1b1148 0%, #0b1026 100%)',
        'hero-glow':
          'radial-gradient(60% 55% at 70% 35%, rgb(168 85 247 / 0.45) 0%, transparent 70%), radial-gradient(45% 45% at 15% 10%, rgb(245 197 66 / 0.16) 0%, transparent 70%), linear-gradient(180deg, #1b1148 0%, #0b1026 100%)',
      },
      spacing: { section: 'clamp(1.5rem, 0.5rem + 3vw, 2.5rem)', band: 'clamp(2.25rem, 1.25rem + 3.6vw, 4.5rem)', gutter: '1rem', 'header-h': '4rem', 'action-bar-h': '4rem' },
      maxWidth: { page: `${PAGE_WIDTH / 16}rem`, prose: '36rem' },
      minHeight: { tap: '2.75rem' },
      minWidth: { tap: '2.75rem' },
    },
  },
  // Colours as plain values (color: #f4f4fb) rather than through an opacity variable; the `/40` opacity
  // modifiers still work. The stylesheet rides in every page's HTML twice (the <style> and the RSC
  // payload), so its size is page weight. Plugins no class uses go too, as each sets its variables on every
  // element (the header blurs with a plain `backdrop-filter`: the plugin added nine variables for it).
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    ringOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    container: false,
    fontVariantNumeric: false,
    borderSpacing: false,
    contain: false,
    backdropFilter: false,
  },
  // Words in the code that read as classes and would each add a rule no element uses: `!drawer` (a JS test)
  // copies the drawer's rules as !important, `force-static` and `.filter(` add `.static` and `.filter`.
  blocklist: ['!drawer', 'static', 'filter'],
  plugins: [
    // font-display: the display face (--font-display, set by next/font/local in components/fonts.ts) at the
    // one weight it is cut to. Text asking for another weight gets the same face once it has loaded, but
    // its sized fallback at that other weight while it loads, and the swap changes the weight; on Linux
    // each weight is also one more font lookup inside the first layout.
    plugin(({ addUtilities }) => addUtilities({ '.font-display': { fontFamily: 'var(--font-display, sans-serif)', fontWeight: String(DISPLAY_WEIGHT) } })),
  ],
};

export default config;
