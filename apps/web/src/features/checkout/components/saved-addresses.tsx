import { formatPhone, type ProfileAddress } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedAddressesQuery } from '../api/checkout-calls.ts';

/**
 * The account's saved addresses that a delivery to the chosen area can use; one tap fills the form.
 * Nothing shows while they load or when there are none, so the form never waits for them.
 */
export function SavedAddresses({ area, onPick }: { area: string; onPick: (address: ProfileAddress) => void }) {
  const { t } = useTranslation('checkout');
  const saved = useQuery(savedAddressesQuery(area));
  const [picked, setPicked] = useState<string | null>(null);
  const addresses = saved.data ?? [];
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="saved-addresses-title" className="sm:col-span-2" data-testid="saved-addresses">
      <h2 id="saved-addresses-title" className="text-cocoa-900 mb-2 text-sm font-semibold">
        {t('savedAddresses.yourSavedAddressesIn')}
      </h2>
      <ul className="grid grid-cols-1 gap-2">
        {addresses.map((a) => (
          <li key={a.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={picked === a.id}
              onClick={() => {
                setPicked(a.id);
                onPick(a);
              }}
              className="border-cocoa-900/15 text-cocoa-900 hover:border-cocoa-900 aria-pressed:border-cocoa-900 w-full min-w-0 rounded-xl border bg-white p-3 text-left text-sm aria-pressed:border-2"
            >
              <span className="block font-semibold break-words">
                {a.street}, {a.zipcode} {a.city}
              </span>
              <span className="text-cocoa-700 block break-words">
                {a.firstName} {a.lastName} · {formatPhone(a.phone)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
