import { stateName, type Outlet } from '@shop/contract';
import { useLang } from '../../../shared/i18n/react.tsx';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { useOutlets } from '../../outlets/api/get-outlets.ts';

/** The second step for pickup: the outlet, and its address to check. */
export function OutletStep({
  outlets,
  outletId,
  outlet,
  onChange,
}: {
  outlets: ReturnType<typeof useOutlets>;
  outletId: number | null;
  outlet: Outlet | null;
  onChange: (outletId: number) => void;
}) {
  const { t } = useTranslation('service');
  const lang = useLang();
  return (
    <div className="space-y-3">
      <label htmlFor="service-outlet" className="block text-sm font-semibold">
        {t('serviceModal.outlet')}{' '}
        <span aria-hidden="true" className="text-accent-700">
          *
        </span>
      </label>
      {outlets.isPending ? (
        <Skeleton className="h-12" />
      ) : outlets.isError ? (
        <p className="text-accent-700 text-sm">
          {t('serviceModal.outletsCouldNotBeLoaded')} {outlets.error.message}
        </p>
      ) : (
        <select
          id="service-outlet"
          value={outletId ?? ''}
          onChange={(e) => onChange(Number(e.target.value))}
          className="border-cocoa-900/25 h-12 w-full rounded-xl border bg-white px-3"
        >
          {outlets.data.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </select>
      )}
      {outlet && (
        <address
          className="text-cocoa-900 ring-cocoa-900/10 rounded-xl bg-white p-4 text-sm not-italic ring-1"
          data-testid="outlet-address"
        >
          <span className="block font-semibold">{outlet.title}</span>
          {outlet.address.street}, {outlet.address.zipcode} {outlet.address.city},{' '}
          {stateName(outlet.address.state, lang)}
          <span className="text-cocoa-700 mt-1 block">{outlet.contactNumber}</span>
        </address>
      )}
    </div>
  );
}
