import { expectAccessible } from '../fixtures/a11y.ts';
import { englishLeftOn, msg } from '../fixtures/catalogues.ts';
import { CUSTOMER_PASSWORD, uniqueEmail } from '../fixtures/customers.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { catalogue } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// Issue #35: a shopper on a phone does all of it in Bahasa Melayu, from the home page to the order.
test.use({ journey: 'malay-shopper' });

const PHONE = { width: 390, height: 844 };

test('a shopper at 390 px searches "kek", buys it, signs up and places the order, all in Malay', async ({
  page,
  shop,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  // A cake found by "kek" may need two days' notice: a slot from three days ahead takes any of them.
  const choice = await openPickupChoice(page.request, 3);
  await storeServiceChoice(page, choice);
  type Product = {
    id: string;
    name: string;
    features: string[];
    optionLabels?: Record<string, string>;
    category: string;
    subCategory: string;
  };
  const catalogueIn = async (lang: 'en' | 'ms'): Promise<Product[]> => {
    const all: Product[] = [];
    for (let n = 1; n <= 5; n++) {
      const res = await page.request.post(`/api/product/fetchProducts?lang=${lang}`, {
        data: { productName: null, page: n, amount: 48 },
      });
      const { products: more } = (await res.json()) as { products: Product[] };
      all.push(...more);
      if (more.length < 48) break;
    }
    return all;
  };
  // The Malay pages show the Malay names staff gave; a line the cart keeps may still carry the English.
  const products = await catalogueIn('ms');
  const englishNames = (await catalogueIn('en')).map((p) => p.name);
  const outlets = (
    (await (await page.request.get('/api/outlet/outletList')).json()) as { outlets: { title: string }[] }
  ).outlets;
  const shopName = ((await (await page.request.get('/api/custom/settings')).json()) as { shopName?: string }).shopName;
  // Names stay as the shop wrote them: products (name, options, kinds), outlets, the shop's,
  // the shopper's.
  const allowed = [
    ...products.flatMap((p) => [p.name, ...p.features, p.category, p.subCategory]),
    ...englishNames,
    ...outlets.map((o) => o.title),
    ...(shopName ? [shopName] : []),
    'Aisyah Rahman',
    "Touch 'n Go",
  ];

  /** Each state: the page says it is Malay, passes axe, shows no English message, fits 360 to 1280 px. */
  const inMalay = async (label: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expectAccessible(page, label);
    expect(await englishLeftOn(page, allowed), `${label}: English left on the page`).toEqual([]);
    await captureScreens(page, `malay-${label.replaceAll(' ', '-')}`);
    await page.setViewportSize(PHONE);
  };

  await page.goto('/ms');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await inMalay('home');

  // Search: the overlay, in Malay, finds cakes by the Malay word.
  await page.getByRole('button', { name: msg('common', 'search.open') }).click();
  const dialog = page.getByRole('dialog', { name: msg('search', 'searchOverlay.searchProducts') });
  await dialog.getByRole('searchbox').fill('kek');
  const results = dialog.getByTestId('product-tile');
  await expect(results.first()).toBeVisible();
  await inMalay('search kek');
  const href = (await results.first().getAttribute('href'))!;
  expect(href).toMatch(/^\/ms\/product\//);
  await results.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // The product, into the bag.
  const product = products.find((p) => href.endsWith(`/${encodeURIComponent(p.id)}`))!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await inMalay('product');
  // The option chips read in Malay where staff named the option (Sebiji for Whole).
  const option = product.features[0];
  if (option) await page.getByRole('radio', { name: product.optionLabels?.[option] ?? option, exact: true }).check();
  await page.getByRole('button', { name: msg('catalog', 'purchaseForm.addToCart') }).click();
  const added = page.getByRole('dialog', { name: msg('cart', 'addedToBagPopup.addedToBag') });
  await expect(added).toBeVisible();
  await inMalay('added to bag');
  const checkout = msg('cart', 'addedToBagPopup.checkout').trim();
  await added.getByRole('link', { name: new RegExp(`^${checkout.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/\/ms\/cart$/);
  await expect(page.getByTestId('cart-row')).toContainText(product.name);
  await inMalay('bag, guest');

  // Sign up from the bag, with the code from the mail.
  await page.getByRole('link', { name: msg('cart', 'cart.clickHere') }).click();
  await expect(page).toHaveURL(/\/ms\/login\?redirect=/);
  await inMalay('login');
  await page
    .getByRole('main')
    .getByRole('link', { name: msg('auth', 'login.signUp') })
    .click();
  await expect(page).toHaveURL(/\/ms\/register\?redirect=/);
  const email = uniqueEmail('malay');
  await page.getByLabel(msg('auth', 'registerFlow.email'), { exact: true }).fill(email);
  await inMalay('register, email');
  await page.getByRole('button', { name: msg('auth', 'registerFlow.sendCode') }).click();
  const codeMail = await mailMatching(shop.dataDir, email, /\b\d{6}\b/);
  // The code mail speaks the language the shopper signed up in.
  expect(codeMail.subject).toMatch(/: kod pengesahan anda ialah \d{6}$/);
  const code = /\b(\d{6})\b/.exec(`${codeMail.subject ?? ''}\n${codeMail.text ?? ''}`)![1]!;
  await page.getByRole('textbox', { name: msg('auth', 'otpField.verificationCode') }).focus();
  await page.keyboard.type(code);
  await inMalay('register, code');
  await page.getByRole('button', { name: msg('auth', 'registerFlow.verify') }).click();
  await page.getByLabel(msg('auth', 'registerFlow.name'), { exact: true }).fill('Aisyah Rahman');
  await page.getByLabel(msg('auth', 'registerFlow.password'), { exact: true }).fill(CUSTOMER_PASSWORD);
  await inMalay('register, details');
  await page.getByRole('button', { name: msg('auth', 'registerFlow.register') }).click();

  // Back at the bag, signed in: on to checkout, pickup at the chosen outlet.
  await expect(page).toHaveURL(/\/ms\/cart$/);
  await page.getByRole('button', { name: msg('cart', 'cart.proceedToCheckout') }).click();
  await expect(page).toHaveURL(/\/ms\/place-order$/);
  await expect(page.getByTestId('pickup-outlet')).toContainText(choice.outletTitle);
  await page.getByRole('textbox', { name: msg('checkout', 'placeOrder.phone'), exact: true }).fill('0123456789');
  await page.getByRole('checkbox', { name: new RegExp(msg('checkout', 'placeOrder.termsAndConditions')) }).check();
  await inMalay('place order');
  await page.getByRole('button', { name: msg('checkout', 'placeOrder.placeOrder') }).click();

  // The order page.
  await expect(page).toHaveURL(/\/ms\/checkout\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${msg('checkout', 'orderPage.thankYou')}`) }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await inMalay('order page');
});

test('the language switch on a phone keeps the page, the bag and the service choice', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const choice = await openPickupChoice(page.request);
  await storeServiceChoice(page, choice);
  const product = (await catalogue(page.request)).find((p) => p.features.length > 0)!;
  const res = await page.request.get(`/api/product/${product.id}?lang=ms`);
  const malay = ((await res.json()) as { product: { name: string; optionLabels?: Record<string, string> } }).product;
  const malayName = malay.name;
  const option = product.features[0]!;
  await page.goto(`/ms/product/${product.id}`);
  await page.getByRole('radio', { name: malay.optionLabels?.[option] ?? option, exact: true }).check();
  await page.getByRole('button', { name: msg('catalog', 'purchaseForm.addToCart') }).click();
  await expect(page.getByRole('dialog', { name: msg('cart', 'addedToBagPopup.addedToBag') })).toBeVisible();
  await page.goto('/ms/cart');
  await expect(page.getByTestId('cart-row')).toContainText(malayName);
  const bar = page.getByTestId('service-bar');
  await expect(bar).toContainText(choice.outletTitle);

  // From the phone menu: the same page in English, the bag and the choice as they were.
  await switchFromMenu(page, 'English');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('cart-row')).toContainText(product.name);
  await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 1 item');
  await expect(bar).toContainText(`Pickup at ${choice.outletTitle}`);

  // And back from the header's switch.
  await page.getByRole('banner').getByRole('link', { name: 'Bahasa Melayu', exact: true }).click();
  await expect(page).toHaveURL(/\/ms\/cart$/);
  await expect(page.getByTestId('cart-row')).toContainText(malayName);
  await expect(bar).toContainText(msg('service', 'serviceBar.pickupAt', { outlet: choice.outletTitle }));
});

async function switchFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: msg('common', 'nav.openMenu') }).click();
  await page
    .getByRole('navigation', { name: msg('common', 'nav.mobile') })
    .getByRole('link', { name })
    .click();
}
