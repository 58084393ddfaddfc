import { PromoCodeText } from '@shop/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { checkoutCalls } from '../api/checkout-calls.ts';
import { useTranslation } from 'react-i18next';

export interface AppliedPromo {
  code: string;
  /** In the shop currency. */
  discount: number;
}

/**
 * The place-order form's promo code: the server checks the code against the shopper's cart and
 * answers the discount or the reason it is refused. `cartKey` checks an applied code again when the
 * cart changes, since a percentage and a minimum subtotal depend on it.
 */
export function PromoField({
  cartKey,
  applied,
  onChange,
}: {
  cartKey: string;
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (raw: string) => {
    const parsed = PromoCodeText.safeParse(raw);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      onChange(null);
      return;
    }
    setChecking(true);
    try {
      const res = await checkoutCalls.validatePromo(parsed.data);
      setError(null);
      onChange({ code: res.code, discount: res.discount });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('promoField.couldNotCheck'));
      onChange(null);
    } finally {
      setChecking(false);
    }
  };

  const appliedCode = applied?.code;
  useEffect(() => {
    if (appliedCode) void apply(appliedCode);
    // Only a changed cart re-checks; the applied code itself comes from the last check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here applies the code; it must not place the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply(text);
  };

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-green-800/30 bg-white p-3 text-sm"
        data-testid="promo-applied"
      >
        <p className="min-w-0 break-words text-green-800">
          {t('promoField.promoCode')} <strong>{applied.code}</strong> {t('promoField.applied')}
        </p>
        <button
          type="button"
          className="text-accent-700 min-h-11 font-semibold underline"
          onClick={() => {
            onChange(null);
            setText('');
          }}
        >
          {t('promoField.remove')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-cocoa-900 text-sm font-medium">
        {t('promoField.promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1 uppercase`}
        />
        <Button variant="secondary" loading={checking} onClick={() => void apply(text)}>
          {t('promoField.apply')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
