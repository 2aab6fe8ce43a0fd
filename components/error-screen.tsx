import { errorScreen } from '@/content/pages';
import { PageMessage } from './page-message';

/** "Unexpected Application Error!" with the error's message. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <PageMessage role="alert">
      <h1 className="font-display text-title text-ink">{errorScreen.title}</h1>
      <p className="font-mono text-ink-muted">{message}</p>
    </PageMessage>
  );
}
