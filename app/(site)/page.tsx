import { HomePage } from '@/components/home/home-page';
import { content } from '@/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: `${content.site.brandName}: ${content.home.hero.title}`, description: content.site.description, path: '/' });

export default function Page() {
  return <HomePage content={content} />;
}
