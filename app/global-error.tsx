'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

// Last resort: the root layout itself failed, so this renders its own <html>.
export default function GlobalError({ error }: { error: Error }) {
  return (
    <html lang="en">
      <body>
        <main className="flex min-h-screen items-center justify-center">
          <ErrorScreen message={error.message} />
        </main>
      </body>
    </html>
  );
}
