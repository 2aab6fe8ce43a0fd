import { welcome } from '@/content/home';
import { ContentImage } from '../ui/content-image';

export function WelcomeSection() {
  return (
    <div data-section="welcome" className="mx-auto max-w-page px-4">
      <ContentImage image={welcome} sizes="(min-width: 1152px) 1120px, 100vw" className="h-auto w-full rounded-2xl" />
    </div>
  );
}
