export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`bg-cream-200 animate-pulse rounded-xl ${className}`} />;
}
