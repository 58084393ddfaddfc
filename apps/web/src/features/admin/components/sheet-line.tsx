import type { ProductionSheetResponse, SheetLine } from '@shop/contract';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';

const num = 'px-2 py-1.5 text-right tabular-nums';
const lineName = (line: SheetLine) => `${line.name}${line.feature ? `, ${line.feature}` : ''}`;

/**
 * One product and option's row: its quantity per slot (and per outlet or delivery), its total, and
 * under it the orders behind it (opened by its button on screen, their add-ons always on paper).
 */
export function SheetLineRows({
  line,
  sheet,
  width,
  expanded,
  onToggle,
}: {
  line: SheetLine;
  sheet: ProductionSheetResponse;
  width: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const quantity = (q: number) => (q === 0 ? '–' : q);
  return (
    <>
      <tr className="border-cocoa-900/10 border-t">
        <th scope="row" className="px-3 py-1 text-left font-normal">
          <button
            type="button"
            aria-expanded={expanded}
            onClick={onToggle}
            className="hover:text-accent-700 inline-flex min-h-11 items-center gap-1 text-left print:min-h-0"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 shrink-0 print:hidden ${expanded ? 'rotate-180' : ''}`}
            />
            <span>
              <span className="font-medium">{line.name}</span>
              {line.feature && <span className="text-cocoa-700"> · {line.feature}</span>}
            </span>
          </button>
        </th>
        {line.bySlot.map((q, i) => (
          <td key={sheet.slots[i]} className={`${num} ${q === 0 ? 'text-cocoa-500' : ''}`}>
            {quantity(q)}
          </td>
        ))}
        {sheet.location === 'all' &&
          line.byColumn.map((q, i) => (
            <td
              key={sheet.columns[i]!.key}
              className={`${num} bg-cream-200/60 print:bg-transparent ${q === 0 ? 'text-cocoa-500' : ''}`}
            >
              {quantity(q)}
            </td>
          ))}
        <td className={`${num} font-semibold`}>{line.total}</td>
      </tr>
      <PrintedAddOns line={line} width={width} />
      {expanded && (
        <tr className="print:hidden">
          <td colSpan={width} className="bg-cream/60 px-4">
            <LineOrders line={line} sheet={sheet} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * On paper, under each line, the orders the baker must write or pack something for: the message,
 * candles, knife and card exactly as the shopper typed them, and the order's note. The screen opens
 * these with the line's button instead (LineOrders).
 */
function PrintedAddOns({ line, width }: { line: SheetLine; width: number }) {
  const special = line.orders.filter((o) => (o.addOns && Object.keys(o.addOns).length > 0) || o.note);
  if (special.length === 0) return null;
  return (
    <tr className="hidden print:table-row" data-testid="printed-add-ons">
      <td colSpan={width} className="sheet-add-ons px-3 pb-1">
        <ul aria-label={`Add-ons for ${lineName(line)}`}>
          {special.map((o, n) => (
            <li key={n} className="flex flex-wrap gap-x-3 border-t border-dotted border-[#999] py-0.5">
              <span className="font-mono font-semibold">#{o.id.slice(0, 8).toUpperCase()}</span>
              <span>
                {o.slot} · × {o.quantity}
              </span>
              <AddOnsList addOns={o.addOns} className="basis-full text-[9pt] text-black" />
              {o.note && <p className="basis-full break-words whitespace-pre-wrap">Note: {o.note}</p>}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The orders behind one line, opened under it on screen (on paper, PrintedAddOns stands for them). */
function LineOrders({ line, sheet }: { line: SheetLine; sheet: ProductionSheetResponse }) {
  const label = new Map(sheet.columns.map((c) => [c.key, c.label]));
  return (
    <ul className="space-y-1 py-2" aria-label={`Orders with ${lineName(line)}`}>
      {line.orders.map((o, n) => (
        <li key={n} className="flex flex-wrap items-center gap-x-3 text-sm">
          <Link to={`/admin/orders/${o.id}`} className="text-accent-700 font-mono font-semibold underline">
            #{o.id.slice(0, 8).toUpperCase()}
          </Link>
          <span>{o.customerName}</span>
          <span className="text-cocoa-700">
            {o.slot} · {label.get(o.column)} · {o.status}
          </span>
          <span className="font-semibold">× {o.quantity}</span>
          <AddOnsList addOns={o.addOns} className="basis-full" />
          {o.note && <p className="text-cocoa-700 basis-full break-words whitespace-pre-wrap">Note: {o.note}</p>}
        </li>
      ))}
    </ul>
  );
}
