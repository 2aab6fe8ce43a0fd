'use client';

import { ErrorScreen } from '@/components/error-screen';

// Inside the (site) layout, so a failing page keeps the header and footer.
export default function SiteError({ error }: { error: Error }) {
  return <ErrorScreen message={error.message} />;
}
