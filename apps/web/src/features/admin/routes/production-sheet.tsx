import type { ProductionSheetResponse, SheetLine } from '@shop/contract';
import { ChevronDown, Download, Printer } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { PageHeader, Panel, selectClass } from '../components/ui.tsx';
import { PreordersPanel } from '../components/preorders-panel.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { downloadSheetCsv, useProductionSheet } from '../reports-api.ts';
import './production-sheet.css';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-cocoa-900 px-5 text-sm font-semibold text-cream hover:bg-cocoa-700 disabled:opacity-50';

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
        <ul aria-label={`Add-ons for ${line.name}${line.feature ? `, ${line.feature}` : ''}`}>
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
    <ul className="space-y-1 py-2" aria-label={`Orders with ${line.name}${line.feature ? `, ${line.feature}` : ''}`}>
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

function SheetTable({ sheet }: { sheet: ProductionSheetResponse }) {
  const [open, setOpen] = useState<string | null>(null);
  const perColumn = sheet.location === 'all';
  const width = 2 + sheet.slots.length + (perColumn ? sheet.columns.length : 0);
  const num = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <div className="sheet-scroll ring-cocoa-900/10 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 print:overflow-visible print:rounded-none print:shadow-none print:ring-0">
      <table className="sheet-table w-full border-collapse text-sm">
        <caption className="sr-only">
          Quantities to prepare for {sheet.date}, {sheet.locationLabel}, per time slot
          {perColumn ? ' and per outlet or delivery' : ''}
        </caption>
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
            {perColumn &&
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
              const expanded = open === key;
              return (
                <Fragment key={key}>
                  <tr className="border-cocoa-900/10 border-t">
                    <th scope="row" className="px-3 py-1 text-left font-normal">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : key)}
                        className="hover:text-accent-700 inline-flex min-h-11 items-center gap-1 text-left print:min-h-0"
                      >
                        <ChevronDown
                          aria-hidden="true"
                          className={`size-4 shrink-0 print:hidden ${expanded ? 'rotate-180' : ''}`}
                        />
                        <span>
                          <span className="font-medium">{l.name}</span>
                          {l.feature && <span className="text-cocoa-700"> · {l.feature}</span>}
                        </span>
                      </button>
                    </th>
                    {l.bySlot.map((q, i) => (
                      <td key={sheet.slots[i]} className={`${num} ${q === 0 ? 'text-cocoa-500' : ''}`}>
                        {q === 0 ? '–' : q}
                      </td>
                    ))}
                    {perColumn &&
                      l.byColumn.map((q, i) => (
                        <td
                          key={sheet.columns[i]!.key}
                          className={`${num} bg-cream-200/60 print:bg-transparent ${q === 0 ? 'text-cocoa-500' : ''}`}
                        >
                          {q === 0 ? '–' : q}
                        </td>
                      ))}
                    <td className={`${num} font-semibold`}>{l.total}</td>
                  </tr>
                  <PrintedAddOns line={l} width={width} />
                  {expanded && (
                    <tr className="print:hidden">
                      <td colSpan={width} className="bg-cream/60 px-4">
                        <LineOrders line={l} sheet={sheet} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** What the kitchen prepares for one service day, per kind, product and option, slot and place. */
export default function ProductionSheetScreen() {
  useDocumentTitle('Production sheet');
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const location = params.get('location') ?? undefined;
  const sheet = useProductionSheet({ date, location });
  const outlets = useOutlets();
  const [downloading, setDownloading] = useState(false);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSheetCsv({ date: sheet.data?.date ?? date, location });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The CSV could not be made.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="production-sheet">
      <PageHeader title="Production sheet">
        <button
          type="button"
          className={`${buttonClass} print:hidden`}
          onClick={() => window.print()}
          disabled={!sheet.data}
        >
          <Printer aria-hidden="true" className="size-4" /> Print
        </button>
        <button
          type="button"
          className={`${buttonClass} print:hidden`}
          onClick={() => void download()}
          disabled={!sheet.data || downloading}
        >
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </button>
      </PageHeader>
      <PreordersPanel />
      <Panel className="mb-4 print:hidden">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="text-cocoa-700 text-xs font-medium">
            Day
            <input
              type="date"
              className={inputClass}
              value={sheet.data?.date ?? date ?? ''}
              onChange={(e) => set('date', e.target.value)}
            />
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Outlet
            <select
              className={selectClass}
              value={location ?? 'all'}
              onChange={(e) => set('location', e.target.value === 'all' ? '' : e.target.value)}
            >
              <option value="all">All outlets and delivery</option>
              {(outlets.data ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
              <option value="delivery">Delivery</option>
            </select>
          </label>
        </div>
      </Panel>
      <QueryStates query={sheet}>
        {(data) => (
          <>
            <p className="sheet-heading text-cocoa-700 mb-3">
              <strong className="text-cocoa-900">
                {new Date(`${data.date}T00:00:00Z`).toLocaleDateString('en-GB', {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                })}
              </strong>
              {' · '}
              {data.locationLabel} · {data.orderCount} order{data.orderCount === 1 ? '' : 's'}
            </p>
            {data.groups.length === 0 ? (
              <Panel>
                <p className="text-cocoa-700">Nothing to prepare for this day and place yet.</p>
              </Panel>
            ) : (
              <SheetTable sheet={data} />
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
