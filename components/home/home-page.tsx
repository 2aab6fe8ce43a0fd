import type { SiteContent } from '@/content';
import type { Offering, OfferingId } from '@/content';
import { CAMPAIGN_SECTIONS, type CampaignSection } from '@/lib/home-sections';
import { OFFERING_ANCHORS, isEnabled } from '@/lib/offerings';
import { StructuredData } from '../structured-data';
import { AppDownloadSection } from './app-download-section';
import { BonusesSection } from './bonuses-section';
import { DownloadBonusSection } from './download-bonus-section';
import { GamesGridSection } from './games-grid-section';
import { HeroSection } from './hero-section';
import { MembershipSection } from './membership-section';
import { OnlineSlotsSection } from './online-slots-section';
import { OtherGamesSection } from './other-games-section';
import { PromotionsSection } from './promotions-section';
import { ProvidersSection } from './providers-section';
import { SafeSecureSection } from './safe-secure-section';
import { WelcomeSection } from './welcome-section';
import { WhyChooseSection } from './why-choose-section';

interface HomePageProps {
  /** Everything the page shows (`content` from `@/content`, or an editor's preview of it). */
  content: SiteContent;
  /** Which offerings are switched on; content.offerings unless a test passes others. */
  offerings?: Record<OfferingId, Offering>;
  /** A campaign page's sections under the hero; every one unless given. */
  sections?: readonly CampaignSection[];
}

/** The home page: its thirteen sections in order, without the blocks of switched-off offerings (a campaign page: the hero and its choice of the others). */
export function HomePage({ content, offerings = content.offerings, sections = CAMPAIGN_SECTIONS }: HomePageProps) {
  const { home, games, constants } = content;
  const on = (id: OfferingId) => isEnabled(offerings, id);
  const shown = (section: CampaignSection) => sections.includes(section);
  const categories = games.otherGames.filter((category) => on(category.offering));
  // The offerings with a block on this page, which the hero's game row may jump to.
  const onPage = new Set<OfferingId>([
    ...(shown('online-slots') ? (['slots', 'sabong'] as const).filter(on) : []),
    ...(shown('other-games') ? categories.map((category) => category.offering) : []),
  ]);
  // The hot row: the featured slots (while slots are on), then the games grid's featured games.
  const hotGames = [...(on('slots') ? games.slotGames : []), ...games.gridGames].filter((game) => game.featured);
  const gameLinks = home.hero.gameLinks.links.filter((link) => onPage.has(link.offering)).map((link) => ({ ...link, href: `#${OFFERING_ANCHORS[link.offering]}` }));
  return (
    <>
      <HeroSection hero={home.hero} gameLinks={gameLinks} hotGames={hotGames} badges={games.badges} />
      {shown('why-choose') && <WhyChooseSection whyChoose={home.whyChoose} />}
      {shown('welcome') && <WelcomeSection welcome={home.welcome} />}
      {shown('bonuses') && <BonusesSection bonuses={home.bonuses} />}
      {shown('promotions') && <PromotionsSection promotions={home.promotions} />}
      {shown('membership') && <MembershipSection membership={home.membership} carousel={constants.carousel} />}
      {shown('online-slots') && (on('slots') || on('sabong')) && (
        <OnlineSlotsSection
          showSlots={on('slots')}
          showSabong={on('sabong')}
          onlineSlots={home.onlineSlots}
          slotGames={games.slotGames}
          badges={games.badges}
          gallery={constants.gallery}
        />
      )}
      {shown('games-grid') && <GamesGridSection gamesGrid={home.gamesGrid} gridGames={games.gridGames} badges={games.badges} />}
      {shown('other-games') && categories.length > 0 && <OtherGamesSection categories={categories} otherGamesSection={home.otherGamesSection} />}
      {shown('providers') && <ProvidersSection providersSection={home.providersSection} providers={games.providers} />}
      {shown('app-download') && <AppDownloadSection appDownload={home.appDownload} />}
      {shown('download-bonus') && <DownloadBonusSection downloadBonus={home.downloadBonus} />}
      {shown('safe-secure') && <SafeSecureSection safeAndSecure={home.safeAndSecure} compliance={content.compliance} />}
      <StructuredData />
    </>
  );
}
