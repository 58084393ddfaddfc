import { EINVOICE_STATUS_LABELS, ID_TYPE_LABELS } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { Panel } from '../../admin/components/ui.tsx';
import { toast } from '../../../shared/toast.ts';
import { adminOrderInvoiceQuery, documentHref, downloadOrToast, staffReceiptHref } from '../api.ts';

/** The staff's view of one order's receipt, e-invoice request and e-invoices. */
export function AdminOrderInvoice({ orderId }: { orderId: string }) {
  const { data } = useQuery(adminOrderInvoiceQuery(orderId));
  const r = data?.request;
  return (
    <Panel>
      <h2 className="mb-2 font-semibold">Receipt and e-invoice</h2>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold underline"
        onClick={() =>
          downloadOrToast(staffReceiptHref(orderId), `receipt-${orderId.slice(0, 8).toUpperCase()}.pdf`, (m) =>
            toast.error(m),
          )
        }
      >
        Download receipt (PDF)
      </button>
      {r ? (
        <dl className="mt-3 space-y-1 text-sm" aria-label="E-invoice request">
          <div>
            <dt className="inline font-medium">Requested by </dt>
            <dd className="inline">{r.name}</dd>
          </div>
          <div>
            <dt className="inline font-medium">TIN </dt>
            <dd className="inline">{r.tin}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{ID_TYPE_LABELS[r.idType]} </dt>
            <dd className="inline">{r.idNumber}</dd>
          </div>
          {r.sstNumber && (
            <div>
              <dt className="inline font-medium">SST </dt>
              <dd className="inline">{r.sstNumber}</dd>
            </div>
          )}
          <div className="text-cocoa-700">
            {r.addressLine}, {r.postcode} {r.city}, {r.state}, {r.country} · {r.email} · {r.phone}
          </div>
        </dl>
      ) : (
        <p className="text-cocoa-700 mt-2 text-sm">No e-invoice request.</p>
      )}
      {data && data.einvoices.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {data.einvoices.map((e) => (
            <li key={e.id}>
              {e.number}: {EINVOICE_STATUS_LABELS[e.status]}
              {e.error ? ` (${e.error})` : ''}{' '}
              {e.hasDocument && (
                <button
                  type="button"
                  className="underline"
                  onClick={() => downloadOrToast(documentHref(e.id), `${e.number}.json`, (m) => toast.error(m))}
                >
                  JSON
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
