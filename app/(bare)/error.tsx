'use client';

import { ErrorScreen } from '@/components/error-screen';

export default function BareError({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <ErrorScreen message={error.message} />
    </main>
  );
}
