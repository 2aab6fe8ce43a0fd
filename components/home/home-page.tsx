import { otherGames, offerings as configuredOfferings } from '@/content';
import type { Offering, OfferingId } from '@/content';
import { isEnabled } from '@/lib/offerings';
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
  /** Which offerings are switched on; the configured ones unless a test passes others. */
  offerings?: Record<OfferingId, Offering>;
}

/** The home page: the spec's thirteen sections, in order, without the blocks of switched-off offerings. */
export function HomePage({ offerings = configuredOfferings }: HomePageProps) {
  const on = (id: OfferingId) => isEnabled(offerings, id);
  const categories = otherGames.filter((category) => on(category.offering));
  return (
    <>
      <HeroSection />
      <WhyChooseSection />
      <WelcomeSection />
      <BonusesSection />
      <PromotionsSection />
      <MembershipSection />
      {(on('slots') || on('sabong')) && <OnlineSlotsSection showSlots={on('slots')} showSabong={on('sabong')} />}
      <GamesGridSection />
      {categories.length > 0 && <OtherGamesSection categories={categories} />}
      <ProvidersSection />
      <AppDownloadSection />
      <DownloadBonusSection />
      <SafeSecureSection />
      <StructuredData />
    </>
  );
}
