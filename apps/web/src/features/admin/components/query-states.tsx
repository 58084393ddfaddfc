import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Panel } from './ui.tsx';

/**
 * A back-office list as its query stands: a skeleton while it loads, the error when it failed, the
 * `empty` line when `isEmpty` says the answer holds nothing, else `children` with the answer.
 */
export function QueryStates<T>({
  query,
  loading = <Skeleton className="h-64 w-full rounded-2xl" />,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What stands in for the list while it loads, sized like it. */
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {query.error.message}
      </p>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Panel>
        <p className="text-cocoa-700">{empty}</p>
      </Panel>
    );
  }
  return children(query.data);
}
