import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { downloadSheetCsv, type SheetParams } from '../reports-api.ts';
import { Panel, selectClass } from './ui.tsx';

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-cocoa-900 px-5 text-sm font-semibold text-cream hover:bg-cocoa-700 disabled:opacity-50';

/** Print the sheet, or download it as CSV, once it has loaded (`ready`); neither shows on paper. */
export function SheetActions({ ready, params }: { ready: boolean; params: SheetParams }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSheetCsv(params);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The CSV could not be made.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <button type="button" className={`${buttonClass} print:hidden`} onClick={() => window.print()} disabled={!ready}>
        <Printer aria-hidden="true" className="size-4" /> Print
      </button>
      <button
        type="button"
        className={`${buttonClass} print:hidden`}
        onClick={() => void download()}
        disabled={!ready || downloading}
      >
        <Download aria-hidden="true" className="size-4" /> Download CSV
      </button>
    </>
  );
}

/** The service day and the place (an outlet, delivery, or all) the sheet is for. */
export function SheetFilters({
  date,
  location,
  onChange,
}: {
  date: string;
  location: string | undefined;
  onChange: (key: 'date' | 'location', value: string) => void;
}) {
  const outlets = useOutlets();
  return (
    <Panel className="mb-4 print:hidden">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="text-cocoa-700 text-xs font-medium">
          Day
          <input type="date" className={inputClass} value={date} onChange={(e) => onChange('date', e.target.value)} />
        </label>
        <label className="text-cocoa-700 text-xs font-medium">
          Outlet
          <select
            className={selectClass}
            value={location ?? 'all'}
            onChange={(e) => onChange('location', e.target.value === 'all' ? '' : e.target.value)}
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
  );
}
