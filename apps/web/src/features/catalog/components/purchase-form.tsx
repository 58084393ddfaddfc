import {
  LIMITS,
  NO_FEATURE,
  optionLabel,
  optionPrice,
  optionSoldOut,
  pricesVary,
  productSoldOut,
  unitCents,
  type Product,
} from '@shop/contract';
import { Form, useLocation } from 'react-router';
import { useMoney } from '../../../shared/use-money.ts';
import { useNonce } from '../../../app/nonce.ts';
import { AddOnsFields } from './add-ons-fields.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddToCart } from '../../cart/api/use-add-to-cart.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { normalizeQuantity } from './quantity.ts';
import { useTranslation } from 'react-i18next';
import {
  ADD_FIELDS,
  draftToAddOns,
  EMPTY_ADD_ONS,
  PURCHASE_ANCHOR,
  readPostedAdd,
  type AddOnsDraft,
  type AddRefused,
} from '../add-to-bag-form.ts';

/** How long after a native post the form takes no other tap: its answer, a new page, is on its way. */
const POSTED_WAIT_MS = 10_000;

/**
 * Before the page's scripts run, ADD TO CART posts the form natively to the product page's action
 * (add-to-bag.server.ts), and the answer is a new page. A second tap while that answer is on its way
 * would post again, or, once the scripts have hydrated the page meanwhile, add through the script as
 * well: either adds twice. This runs as the page is parsed, before any script file: it marks a form
 * posted natively (a submit the script did not take, so not prevented) and refuses the next native
 * post for a while; the script's submit reads the same mark. A page restored from the back/forward
 * cache is a fresh start.
 */
const POSTED_ONCE = `addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!f.hasAttribute('data-add-to-bag'))return;if(Date.now()-Number(f.getAttribute('data-posted'))<${POSTED_WAIT_MS})e.preventDefault();else f.setAttribute('data-posted',String(Date.now()))});addEventListener('pageshow',function(e){if(e.persisted)document.querySelectorAll('form[data-posted]').forEach(function(f){f.removeAttribute('data-posted')})})`;

/** Whether this form was posted natively a moment ago (see POSTED_ONCE). */
const postedNatively = (form: HTMLFormElement) => Date.now() - Number(form.dataset.posted) < POSTED_WAIT_MS;

/**
 * Feature buttons, Quantity and ADD TO CART, with the cart quantity rules. A real form: before (or
 * without) the page's scripts it posts to the product page's action, which adds and answers with the
 * page again; once hydrated, the script adds instead (at once for a guest) and opens the popup.
 * `refused` is the action's answer to a posted add it refused: the form comes back as posted, with why.
 * `added` is the option a posted add has just put in the bag: it stays chosen, as after the script's add.
 */
export function PurchaseForm({
  product,
  refused,
  added,
}: {
  product: Product;
  refused?: AddRefused | undefined;
  added?: string | undefined;
}) {
  const { t } = useTranslation('catalog');
  const { addToCart, isPending } = useAddToCart();
  const posted = refused?.posted;
  const stillThere = added !== undefined && product.features.includes(added) && !optionSoldOut(product, added);
  // A single feature is chosen for the shopper. The radios start from this choice and then follow the
  // shopper's taps (they are the browser's own, so a tap before the script counts too).
  const [initialFeature] = useState<string | null>(
    () => posted?.feature ?? (stillThere ? added : product.features.length === 1 ? product.features[0]! : null),
  );
  const [feature, setFeature] = useState(initialFeature);
  const [quantity, setQuantity] = useState(posted?.quantity ?? '1');
  const [missingFeature, setMissingFeature] = useState(refused?.missingOption === true);
  const [addOnsDraft, setAddOnsDraft] = useState<AddOnsDraft>(posted?.draft ?? EMPTY_ADD_ONS);
  // The refusal stays until the next add, which has an answer of its own (a toast, or a new page).
  const [refusal, setRefusal] = useState(refused?.message);
  const money = useMoney();
  const { pathname } = useLocation();
  const addOns = product.customisation ? draftToAddOns(addOnsDraft) : undefined;
  const chosen = hasFeaturesOf(product) ? feature : NO_FEATURE;
  const quantityId = useId();
  const featureErrorId = useId();
  const refusedId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hasFeatures = product.features.length > 0;
  const soldOut = (f: string) => optionSoldOut(product, f);
  const allSoldOut = productSoldOut(product);

  // An option tapped, a quantity or a message typed before the script ran is already in the page:
  // take it as the choice (the page keeps what the browser shows while the page hydrates, and the
  // next render would otherwise put the quantity back to 1 and empty the message). The fields are
  // read as the form would post them.
  useEffect(() => {
    if (!formRef.current) return;
    const shown = readPostedAdd(new FormData(formRef.current));
    if (shown.feature !== null) setFeature(shown.feature);
    if (shown.quantity) setQuantity(String(normalizeQuantity(shown.quantity)));
    if (product.customisation) setAddOnsDraft(shown.draft);
  }, [product.customisation]);

  const submit = async () => {
    setRefusal(undefined);
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
    <>
      <Form
        ref={formRef}
        method="post"
        // The action's answer opens at the form (the confirmation or the refusal above and in it).
        action={`${pathname}#${PURCHASE_ANCHOR}`}
        data-add-to-bag=""
        className="space-y-6"
        onSubmit={(e) => {
          // The script adds: the form is not posted (React Router's Form leaves a prevented submit alone).
          e.preventDefault();
          if (postedNatively(e.currentTarget)) return;
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
                    name={ADD_FIELDS.feature}
                    value={f}
                    defaultChecked={f === initialFeature}
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
            id={quantityId}
            name={ADD_FIELDS.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.cartQuantityMax}
            step={1}
            value={quantity}
            // An empty field may be typed into; anything else that is not a whole number from 1 becomes one.
            onChange={(e) => setQuantity(e.target.value === '' ? '' : String(normalizeQuantity(e.target.value)))}
            onBlur={() => setQuantity(String(normalizeQuantity(quantity)))}
            className="border-cocoa-900/25 text-cocoa-900 min-h-11 w-28 rounded-xl border bg-white px-4"
          />
        </div>
        {refusal && (
          <p id={refusedId} role="alert" className="text-accent-700 text-sm font-medium">
            {refusal}
          </p>
        )}
        <Button
          type="submit"
          loading={isPending}
          disabled={allSoldOut}
          aria-describedby={refusal ? refusedId : undefined}
          className="w-full px-10 sm:w-auto"
        >
          {allSoldOut ? t('purchaseForm.soldOut2') : t('purchaseForm.addToCart')}
        </Button>
      </Form>
      <PostedOnce />
    </>
  );
}

const hasFeaturesOf = (product: Product) => product.features.length > 0;

/**
 * POSTED_ONCE in the page the server sends. The browser runs it as it parses the page; a script React
 * renders itself would never run, so after the hydration (and on a page opened from another) it is
 * left out.
 */
function PostedOnce() {
  const nonce = useNonce();
  const hydrated = useHydrated();
  if (hydrated) return null;
  // The browser hides the nonce from the page, so the hydrated attribute differs from the served one.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: POSTED_ONCE }} />;
}
