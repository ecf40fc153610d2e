import { messages } from '@shop/shared';
import type { ReactNode } from 'react';
import { LeafMark } from '~/components/layout/logo';
import { EmptyState } from '~/components/ui/empty-state';

/** 'No products found' (docs/PRODUCT.md §2), with a way forward. */
export function NoProducts({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      icon={<LeafMark className="h-12 w-12 opacity-80" />}
      iconTone="plain"
      title={messages.noProducts}
    >
      {children}
    </EmptyState>
  );
}
