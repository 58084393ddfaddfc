import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-cocoa-900 text-2xl sm:text-3xl">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`ring-cocoa-900/10 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}

export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !hasMore) return null;
  const btn =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold ring-1 ring-cocoa-900/20 disabled:opacity-40';
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" /> Previous
      </button>
      <span className="text-cocoa-700 px-2 text-sm">Page {page}</span>
      <button type="button" className={btn} disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

export const selectClass =
  'min-h-11 w-full rounded-lg border border-cocoa-900/30 bg-white px-3 text-base text-cocoa-900 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';

export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** Dates as staff read them in Malaysia: 22 Nov 2026, 14:05. */
export function formatDateTime(ms: number, timeZone: string): string {
  return new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}
