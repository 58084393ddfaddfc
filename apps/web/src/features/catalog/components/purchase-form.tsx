import {
  NO_FEATURE,
  optionLabel,
  optionPrice,
  optionSoldOut,
  pricesVary,
  productSoldOut,
  unitCents,
  type Product,
} from '@shop/contract';
import { useMoney } from '../../../shared/use-money.ts';
import { AddOnsFields, draftToAddOns, EMPTY_ADD_ONS, type AddOnsDraft } from './add-ons-fields.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddToCart } from '../../cart/api/use-add-to-cart.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { normalizeQuantity } from './quantity.ts';
import { useTranslation } from 'react-i18next';

/** Feature buttons, Quantity and ADD TO CART, with the cart quantity rules. */
export function PurchaseForm({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const { addToCart, isPending } = useAddToCart();
  // Before the page has hydrated, the form is visible before its script has run; a tap then would submit
  // it natively and reload the page, so the button waits for the script.
  const hydrated = useHydrated();
  // A single feature is chosen for the shopper.
  const [feature, setFeature] = useState<string | null>(product.features.length === 1 ? product.features[0]! : null);
  const [quantity, setQuantity] = useState('1');
  const [missingFeature, setMissingFeature] = useState(false);
  const [addOnsDraft, setAddOnsDraft] = useState<AddOnsDraft>(EMPTY_ADD_ONS);
  const money = useMoney();
  const addOns = product.customisation ? draftToAddOns(addOnsDraft) : undefined;
  const chosen = hasFeaturesOf(product) ? feature : NO_FEATURE;
  const quantityId = useId();
  const featureErrorId = useId();
  const optionName = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const hasFeatures = product.features.length > 0;
  const soldOut = (f: string) => optionSoldOut(product, f);
  const allSoldOut = productSoldOut(product);

  // An option tapped or a quantity typed before the script ran is already in the page: take it as the
  // choice (the page keeps what the browser shows while the page hydrates, and the next render
  // would otherwise put the quantity back to 1).
  useEffect(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>(`input[type="radio"]:checked`);
    if (checked) setFeature(checked.value);
    const typed = quantityRef.current?.value;
    if (typed) setQuantity(String(normalizeQuantity(typed)));
  }, []);

  const submit = async () => {
    if (hasFeatures && feature === null) {
      setMissingFeature(true);
      return;
    }
    const ok = await addToCart({
      product,
      feature: feature ?? NO_FEATURE,
      quantity: normalizeQuantity(quantity),
      addOns,
    });
    if (ok) {
      setQuantity('1');
      setAddOnsDraft(EMPTY_ADD_ONS);
    }
  };

  return (
    <form
      ref={formRef}
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {hasFeatures && (
        <fieldset aria-describedby={missingFeature ? featureErrorId : undefined}>
          <legend className="text-cocoa-900 mb-3 text-sm font-semibold">{t('purchaseForm.selectOption')}</legend>
          {/*
            Real radio buttons: before the page has hydrated, a tap chooses an option before the script
            has run (the browser does it), and the script picks the choice up when it starts. Their
            look follows the browser's own checked state for the same reason.
          */}
          <div className="flex flex-wrap gap-2">
            {product.features.map((f) => (
              <label
                key={f}
                className="border-cocoa-900/25 text-cocoa-900 hover:border-cocoa-900 has-[:checked]:border-cocoa-900 has-[:checked]:bg-cocoa-900 has-[:checked]:text-cream has-[:disabled]:bg-cream-200 has-[:disabled]:text-cocoa-700 relative flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border bg-white px-4 text-sm font-medium transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed"
              >
                <input
                  type="radio"
                  name={optionName}
                  value={f}
                  defaultChecked={product.features.length === 1}
                  disabled={soldOut(f)}
                  onChange={() => {
                    setFeature(f);
                    setMissingFeature(false);
                  }}
                  // Covers the whole chip, so a tap anywhere on it lands on the control itself, whose focus ring rounds the chip.
                  className="absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-xl"
                />
                {optionLabel(product, f)}
                {pricesVary(product) && <span className="ml-1 text-xs">· {money(optionPrice(product, f))}</span>}
                {soldOut(f) && <span className="ml-1 text-xs">{t('purchaseForm.soldOut')}</span>}
              </label>
            ))}
          </div>
          {missingFeature && (
            <p id={featureErrorId} role="alert" className="text-accent-700 mt-2 text-sm font-medium">
              {t('purchaseForm.pleaseChooseAnOptionBefore')}
            </p>
          )}
        </fieldset>
      )}
      {product.customisation && (
        <AddOnsFields offer={product.customisation} draft={addOnsDraft} onChange={setAddOnsDraft} />
      )}
      {chosen !== null && (product.customisation || pricesVary(product)) && (
        <p className="text-cocoa-900 text-lg font-semibold" data-testid="unit-price" aria-live="polite">
          {t('purchaseForm.priceEach', { price: money(unitCents(product, chosen, addOns) / 100) })}
        </p>
      )}
      <div>
        <label htmlFor={quantityId} className="text-cocoa-900 mb-2 block text-sm font-semibold">
          {t('purchaseForm.quantity')}
        </label>
        <input
          ref={quantityRef}
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          // An empty field may be typed into; anything else that is not a whole number from 1 becomes one.
          onChange={(e) => setQuantity(e.target.value === '' ? '' : String(normalizeQuantity(e.target.value)))}
          onBlur={() => setQuantity(String(normalizeQuantity(quantity)))}
          className="border-cocoa-900/25 text-cocoa-900 min-h-11 w-28 rounded-xl border bg-white px-4"
        />
      </div>
      <Button type="submit" loading={isPending} disabled={allSoldOut || !hydrated} className="w-full px-10 sm:w-auto">
        {allSoldOut ? t('purchaseForm.soldOut2') : t('purchaseForm.addToCart')}
      </Button>
    </form>
  );
}

const hasFeaturesOf = (product: Product) => product.features.length > 0;
