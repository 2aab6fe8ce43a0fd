import brand from '@/art/brand/outputs.json';
import { site } from '@/content';
import { cn } from '@/lib/cn';

/**
 * The brand's logo (public/brand/, made by `npm run brand` from art/brand/): the emblem and the name on
 * one line, or on two lines where a phone's header has no room for one (below 480 px: the one-line
 * logo, the two buttons and the menu toggle need 460). Its height comes from `className`; the width
 * follows the file's proportions.
 */
export function Logo({ className, lazy = false }: { className?: string; lazy?: boolean }) {
  return (
    <picture>
      <source media="(min-width: 480px)" srcSet="/brand/logo.svg" width={brand.logo.width} height={brand.logo.height} />
      <img
        src="/brand/logo-stacked.svg"
        alt={site.brandName}
        width={brand.stacked.width}
        height={brand.stacked.height}
        loading={lazy ? 'lazy' : undefined}
        className={cn('w-auto', className)}
      />
    </picture>
  );
}
