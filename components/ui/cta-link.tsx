import type { Cta } from '@/content';
import { buttonStyles, type ButtonStyle } from './button-styles';
import { SiteLink } from './site-link';

interface CtaLinkProps extends ButtonStyle {
  cta: Cta;
}

export function CtaLink({ cta, variant, size, className }: CtaLinkProps) {
  return (
    <SiteLink href={cta.href} className={buttonStyles({ variant, size, className })}>
      {cta.label}
      {cta.context && <span className="sr-only"> {cta.context}</span>}
    </SiteLink>
  );
}
