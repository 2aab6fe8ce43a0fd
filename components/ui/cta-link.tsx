import type { ReactNode } from 'react';
import type { Cta } from '@/content';
import { buttonStyles, type ButtonStyle } from './button-styles';
import { ArrowRightIcon } from './icons';
import { SiteLink } from './site-link';

interface CtaLinkProps extends ButtonStyle {
  cta: Cta;
  /** Where the button sits, for analytics (see SiteLink). */
  section: string;
  /** A glyph before the label (decorative). */
  icon?: ReactNode;
}

export function CtaLink({ cta, section, variant, size, className, icon }: CtaLinkProps) {
  return (
    <SiteLink href={cta.href} section={section} label={cta.label} className={buttonStyles({ variant, size, className })}>
      {icon}
      {cta.label}
      {cta.context && <span className="sr-only"> {cta.context}</span>}
      {variant === 'link' && <ArrowRightIcon className="btn-link-arrow" />}
    </SiteLink>
  );
}
