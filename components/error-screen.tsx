import pages from '@/content/pages.json';
import { PageMessage } from './page-message';

/** "Unexpected Application Error!" with the error's message. The JSON file itself, not @/content: this is a client component's child. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <PageMessage role="alert">
      <h1 className="text-title text-ink font-display">{pages.errorScreen.title}</h1>
      <p className="font-mono text-ink-muted">{message}</p>
    </PageMessage>
  );
}
