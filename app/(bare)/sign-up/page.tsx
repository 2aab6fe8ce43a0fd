import { signUpPage, site } from '@/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: signUpPage.heading, description: site.description, path: '/sign-up', noindex: true });

/** Outside the common layout: an empty, centred page (the heading is for screen readers only). */
export default function SignUpPage() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <h1 className="sr-only">{signUpPage.heading}</h1>
    </main>
  );
}
