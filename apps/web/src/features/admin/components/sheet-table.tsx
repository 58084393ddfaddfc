import type { ProductionSheetResponse } from '@shop/contract';
import { useState } from 'react';
import { SheetLineRows } from './sheet-line.tsx';

const num = 'px-2 py-1.5 text-right tabular-nums';

/** The sheet as a table: a row per product and option, grouped by kind; one line's orders open at a time. */
export function SheetTable({ sheet }: { sheet: ProductionSheetResponse }) {
  const [open, setOpen] = useState<string | null>(null);
  const perColumn = sheet.location === 'all';
  const width = 2 + sheet.slots.length + (perColumn ? sheet.columns.length : 0);
  return (
    <div className="sheet-scroll ring-cocoa-900/10 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 print:overflow-visible print:rounded-none print:shadow-none print:ring-0">
      <table className="sheet-table w-full border-collapse text-sm">
        <caption className="sr-only">
          Quantities to prepare for {sheet.date}, {sheet.locationLabel}, per time slot
          {perColumn ? ' and per outlet or delivery' : ''}
        </caption>
        <SheetHead sheet={sheet} />
        {sheet.groups.map((g) => (
          <tbody key={g.kind} className="sheet-group">
            <tr>
              <th
                scope="colgroup"
                colSpan={width}
                className="bg-cream-200 font-display px-3 py-1.5 text-left text-base print:bg-transparent"
              >
                {g.kind}
              </th>
            </tr>
            {g.lines.map((l) => {
              const key = `${g.kind}\u0000${l.name}\u0000${l.feature}`;
              return (
                <SheetLineRows
                  key={key}
                  line={l}
                  sheet={sheet}
                  width={width}
                  expanded={open === key}
                  onToggle={() => setOpen(open === key ? null : key)}
                />
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The columns: the product, each slot, each outlet and delivery (all places only), the total. */
function SheetHead({ sheet }: { sheet: ProductionSheetResponse }) {
  return (
    <thead>
      <tr className="border-cocoa-900/20 text-cocoa-700 border-b text-left text-xs">
        <th scope="col" className="px-3 py-2">
          Product · option
        </th>
        {sheet.slots.map((s) => (
          <th key={s} scope="col" className={num}>
            {s.replace(' - ', '–')}
          </th>
        ))}
        {sheet.location === 'all' &&
          sheet.columns.map((c) => (
            <th key={c.key} scope="col" className={`${num} bg-cream-200/60 print:bg-transparent`}>
              {c.label}
            </th>
          ))}
        <th scope="col" className={num}>
          Total
        </th>
      </tr>
    </thead>
  );
}
