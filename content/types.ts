export type OfferingId = 'slots' | 'sabong' | 'liveGames' | 'sportsBetting' | 'fishGames' | 'arcadeGames';

export interface ImageAsset {
  /** Path under public/, starting with "/". */
  src: string;
  width: number;
  height: number;
  /** Empty only for purely decorative images. */
  alt: string;
}

/** A link or button: internal links start with "/", everything else is the affiliate URL. */
export interface Cta {
  label: string;
  href: string;
  /** Read by screen readers and search engines after the label, where the label alone is vague ("See More"). */
  context?: string;
}

export interface MenuItem extends Cta {
  /** Hidden together with its offering when that offering is switched off. */
  offering?: OfferingId;
}

export interface Offering {
  enabled: boolean;
  label: string;
  /** Placeholder route and its text, for the offerings that have one. */
  page?: { slug: string; text: string; description: string };
}

export interface Game {
  title: string;
  image: ImageAsset;
  href: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface GameCategory extends TitledText {
  offering: OfferingId;
  image: ImageAsset;
  action: Cta;
}

export interface Regulator {
  name: string;
  licenceNumber: string;
  verificationUrl: string;
}

export interface AdClearance {
  authority: string;
  reference: string;
}

/** The line icons the "why choose" columns can show (drawn inline: no image request above the fold). */
export type WhyIcon = 'sparkles' | 'phone' | 'headset' | 'shield';
