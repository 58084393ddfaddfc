import type { ReactNode } from 'react';
import { Panel } from './ui.tsx';

/** The class of a number cell: right-aligned, with figures that line up down the column. */
export const figureCell = 'px-2 py-1.5 text-right tabular-nums';

/**
 * A table of figures with a caption for screen readers: the first column names the row, the others
 * hold numbers. It scrolls inside its own box on a phone rather than widening the page.
 */
export function FigureTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-cocoa-900/20 text-cocoa-700 border-b text-xs">
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? 'px-2 py-1.5 text-left' : figureCell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A report's panel: a heading over its chart or table, allowed to shrink inside a grid. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel className="min-w-0">
      <h2 className="font-display mb-3 text-xl">{title}</h2>
      {children}
    </Panel>
  );
}
