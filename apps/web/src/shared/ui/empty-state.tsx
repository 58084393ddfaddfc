import type { ReactNode } from 'react';

/** An empty list is a moment to point somewhere useful, with a picture rather than a blank. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <div className="bg-cream-200 text-cocoa-500 flex size-28 items-center justify-center rounded-full">{icon}</div>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
