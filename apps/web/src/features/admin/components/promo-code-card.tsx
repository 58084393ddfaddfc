import type { AdminPromoCode } from '@shop/contract';
import { toast } from 'sonner';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { usePromoMutations } from '../promo-codes-api.ts';
import { formatDateTime } from './ui.tsx';

/** A promo code: what it takes off, from what subtotal, how often it was used, and until when. */
export function PromoCodeCard({ code }: { code: AdminPromoCode }) {
  const { currency, timeZone } = useSettings();
  const { disable } = usePromoMutations();
  const off = code.kind === 'percent' ? `${code.amount}% off` : `${currency} ${code.amount.toFixed(2)} off`;
  return (
    <li className="ring-cocoa-900/10 rounded-xl bg-white p-4 shadow-sm ring-1" data-testid="promo-code">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold break-all">{code.code}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${code.active ? 'bg-green-100 text-green-900' : 'bg-cocoa-900/10 text-cocoa-900'}`}
        >
          {code.active ? 'Active' : 'Disabled'}
        </span>
      </div>
      <p className="text-cocoa-900 text-sm">
        {off}
        {code.minSubtotal > 0 ? ` · from a subtotal of ${currency} ${code.minSubtotal.toFixed(2)}` : ''}
      </p>
      <p className="text-cocoa-700 text-sm">
        Used {code.usedCount}
        {code.maxUses !== null ? ` of ${code.maxUses}` : ''} · one use per account ·{' '}
        {code.expiresAt ? `ends ${formatDateTime(code.expiresAt, timeZone)}` : 'no end date'}
      </p>
      {code.email && <p className="text-cocoa-700 text-sm break-all">For {code.email}</p>}
      {code.active && (
        <Button
          variant="ghost"
          className="mt-2"
          loading={disable.isPending}
          aria-label={`Disable ${code.code}`}
          onClick={() =>
            disable.mutate(code.id, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(e.message),
            })
          }
        >
          Disable
        </Button>
      )}
    </li>
  );
}
