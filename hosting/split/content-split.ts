import type { SplitDefinition } from '@/lib/campaigns';
import { splitDefinition } from '@/lib/campaigns';

/**
 * The split of content/campaigns.json, loaded when asked for, not when this module is: scripts/build.ts
 * imports the post-build step before its content check has run, and content with a mistake must reach
 * that check (one line a problem), not throw while a module loads.
 */
export function contentSplit(): SplitDefinition {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, for the reason above
  const { content } = require('@/content') as typeof import('@/content');
  return splitDefinition(content.campaigns);
}
