import { Skeleton } from '../../../shared/ui/skeleton.tsx';

export function DetailsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-24" />
      <Skeleton className="h-11 w-48" />
    </div>
  );
}
