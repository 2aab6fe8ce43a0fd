import { HomePage } from '@/components/home/home-page';
import { hero, site } from '@/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: `${site.brandName}: ${hero.title}`, description: site.description, path: '/' });

export default function Page() {
  return <HomePage />;
}
