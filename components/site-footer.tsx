import { compliance } from '@/content/compliance';
import { site } from '@/content/site';
import { unbreakable } from '@/lib/unbreakable';

export function SiteFooter() {
  const { regulator, helpline } = compliance;
  return (
    <footer className="border-t border-surface-accent bg-surface-raised">
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-8 text-sm text-ink-muted">
        <p className="flex items-center gap-3" data-testid="age-notice">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-brand font-bold text-brand" aria-hidden="true">
            {compliance.minimumAge}+
          </span>
          <span>{compliance.ageNotice}</span>
        </p>
        <p data-testid="responsible-gambling">{compliance.responsibleGambling}</p>
        <p data-testid="helpline">
          {helpline.label}:{' '}
          <a href={`tel:${helpline.tel}`} className="font-semibold text-brand underline">
            {unbreakable(helpline.phone)}
          </a>
        </p>
        {regulator && (
          <p data-testid="licence">
            {compliance.licenceLabel} {regulator.name}, {compliance.licenceNumberLabel} {regulator.licenceNumber}.{' '}
            <a href={regulator.verificationUrl} className="font-semibold text-brand underline">
              {compliance.verifyLabel}
            </a>
          </p>
        )}
        <p>
          © {site.copyrightYear} {site.brandName}. {site.copyrightNotice}
        </p>
      </div>
    </footer>
  );
}
