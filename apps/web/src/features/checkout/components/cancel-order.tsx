import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import type { CancelOrderForm } from '../use-order-actions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { shortReference } from './order-header.tsx';

/**
 * Cancel order, and its confirmation: plain HTML that works before the page's scripts run (the
 * popover opens natively, its form posts to the page's action), and through the fetcher after.
 */
export function CancelOrder({ order, cancel }: { order: OrderDetail; cancel: CancelOrderForm }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <>
      <Button variant="ghost" className="text-red-800" popoverTarget={cancel.dialogId}>
        {t('orderPage.cancelOrder')}
      </Button>
      <ConfirmDialog
        id={cancel.dialogId}
        ref={cancel.dialogRef}
        title={t('orderPage.cancelThisOrder')}
        keepLabel={t('confirmDialog.keepMyOrder')}
        description={
          <>
            {t('orderPage.order')} {shortReference(order.id)} {t('orderPage.for2')} {money(order.amount)}{' '}
            {t('orderPage.willBeCancelledAndIts')}
          </>
        }
      >
        <cancel.fetcher.Form
          method="post"
          className="contents"
          onSubmit={(e) => {
            e.preventDefault();
            void cancel.submit();
          }}
        >
          <input type="hidden" name="intent" value="cancel" />
          {/* Only the native POST sends it: the action then answers Post/Redirect/Get. */}
          <input type="hidden" name="native" value="1" />
          <Button type="submit" loading={cancel.pending} className="bg-red-800! hover:bg-red-900!">
            {t('orderPage.cancelOrder')}
          </Button>
        </cancel.fetcher.Form>
      </ConfirmDialog>
    </>
  );
}
