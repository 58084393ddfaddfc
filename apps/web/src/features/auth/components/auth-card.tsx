import type { ReactNode } from 'react';

/** The frame of every account screen: a centred card on the cream page. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="border-cocoa-900/10 rounded-2xl border bg-white/80 p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-cocoa-900 text-3xl font-semibold">{title}</h1>
        {subtitle && <p className="text-cocoa-700 mt-2 text-sm">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
