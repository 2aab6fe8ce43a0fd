import { errorScreen } from '@/content/pages';

/** "Unexpected Application Error!" with the error's message. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-ink">{errorScreen.title}</h1>
      <p className="font-mono text-ink-muted">{message}</p>
    </div>
  );
}
