import { PageMessage, pageMessageHeading } from '@/components/page-message';
import { offerings } from '@/content';
import { offeringPages } from '@/lib/offerings';
import { pageMetadata } from '@/lib/metadata';

interface OfferingPageProps {
  params: Promise<{ offering: string }>;
}

// Only the enabled offerings get a page; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return offeringPages(offerings).map(({ slug }) => ({ offering: slug }));
}

const pageFor = (slug: string) => offeringPages(offerings).find((page) => page.slug === slug);

export async function generateMetadata({ params }: OfferingPageProps) {
  const page = pageFor((await params).offering);
  return page ? pageMetadata({ title: offerings[page.id].label, description: page.description, path: `/${page.slug}` }) : {};
}

export default async function OfferingPage({ params }: OfferingPageProps) {
  const page = pageFor((await params).offering);
  return (
    <PageMessage>
      <h1 className={pageMessageHeading}>{page?.text}</h1>
    </PageMessage>
  );
}
