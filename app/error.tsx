'use client';

import { ErrorScreen } from '@/components/error-screen';

// Catches failures outside the (site) group, e.g. the bare sign-up page.
export default function RootError({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <ErrorScreen message={error.message} />
    </main>
  );
}
