import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** Root layout of the pages outside the common layout (/sign-up). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
