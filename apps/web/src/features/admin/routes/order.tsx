import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { AdminOrderInvoice } from '../../invoice/components/admin-order-invoice.tsx';
import { useAdminOrder } from '../api.ts';
import { OrderActionsPanel } from '../components/order-actions-panel.tsx';
import { CustomerPanel, OrderItemsPanel, ServicePanel, TimelinePanel } from '../components/order-panels.tsx';
import { OrderPaymentPanel } from '../components/order-payment-panel.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { PageHeader } from '../components/ui.tsx';

export default function OrderScreen() {
  const { orderId = '' } = useParams();
  const short = orderId.slice(0, 8).toUpperCase();
  useDocumentTitle(`Order #${short}`);
  const order = useAdminOrder(orderId);
  return (
    <>
      <Link
        to="/admin/orders"
        className="text-cocoa-700 hover:text-cocoa-900 mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All orders
      </Link>
      <QueryStates query={order} loading={<Skeleton className="h-96 w-full rounded-2xl" />}>
        {(o) => (
          <>
            <PageHeader title={`Order #${short}`}>
              <StatusBadge status={o.status} />
            </PageHeader>

            <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_22rem]">
              <div className="space-y-4">
                <OrderActionsPanel order={o} />
                <OrderItemsPanel order={o} />
                <OrderPaymentPanel order={o} />
              </div>

              <div className="space-y-4">
                <CustomerPanel order={o} />
                <ServicePanel order={o} />
                <AdminOrderInvoice orderId={o.id} />
                <TimelinePanel events={o.events} />
              </div>
            </div>
          </>
        )}
      </QueryStates>
    </>
  );
}
