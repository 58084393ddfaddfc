import type { ProductionSheetResponse } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { PageHeader, Panel } from '../components/ui.tsx';
import { PreordersPanel } from '../components/preorders-panel.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { SheetActions, SheetFilters } from '../components/sheet-controls.tsx';
import { SheetTable } from '../components/sheet-table.tsx';
import { useProductionSheet } from '../reports-api.ts';
import './production-sheet.css';

/** What the kitchen prepares for one service day, per kind, product and option, slot and place. */
export default function ProductionSheetScreen() {
  useDocumentTitle('Production sheet');
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const location = params.get('location') ?? undefined;
  const sheet = useProductionSheet({ date, location });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <div className="production-sheet">
      <PageHeader title="Production sheet">
        <SheetActions ready={!!sheet.data} params={{ date: sheet.data?.date ?? date, location }} />
      </PageHeader>
      <PreordersPanel />
      <SheetFilters date={sheet.data?.date ?? date ?? ''} location={location} onChange={set} />
      <QueryStates query={sheet}>
        {(data) => (
          <>
            <SheetHeading sheet={data} />
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

/** The day in words, the place, and how many orders the sheet counts. */
function SheetHeading({ sheet }: { sheet: ProductionSheetResponse }) {
  return (
    <p className="sheet-heading text-cocoa-700 mb-3">
      <strong className="text-cocoa-900">
        {new Date(`${sheet.date}T00:00:00Z`).toLocaleDateString('en-GB', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
      </strong>
      {' · '}
      {sheet.locationLabel} · {sheet.orderCount} order{sheet.orderCount === 1 ? '' : 's'}
    </p>
  );
}
