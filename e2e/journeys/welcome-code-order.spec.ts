import { expect as pwExpect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y.ts';
import { useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { confirmLinkMailedTo, mailMatching } from '../fixtures/mail.ts';
import { shopDate } from '../fixtures/service.ts';
import { addFromProductPage, garment } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A newsletter subscriber keeps the home page's promise: the welcome code comes by mail, the delivery
// form starts from the area chosen in the service modal, and the code takes 20% off the order.
test.use({ journey: 'welcome-code-order' });

const AREA = 'George Town, Penang, Malaysia';

/** Seen by a person: the topmost element at the locator's centre is the element or inside it. */
async function expectSeen(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await pwExpect
    .poll(() =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.width > 0 && r.height > 0 && hit !== null && (el === hit || el.contains(hit));
      }),
    )
    .toBe(true);
}

/** Full-page pictures at every width a shopper uses, beside the shared 390/1280 captures and their fit check. */
async function screensAtAllWidths(page: Page, name: string): Promise<void> {
  await captureScreens(page, name);
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a subscriber gets the welcome code by mail and pays 20% less for a delivery to the chosen area', async ({
  page,
  request,
  shop,
}) => {
  const customer = await registerCustomer(request, shop.dataDir, 'Mei Ling Tan');
  await useToken(page, customer.token);
  await page.context().addCookies([
    {
      name: 'userSelection',
      value: encodeURIComponent(
        JSON.stringify([
          {
            serviceType: 'delivery',
            deliveryAddress: AREA,
            calendarDate: shopDate(1),
            deliveryTime: '14:00 - 15:00',
            location: { lat: 5.4141, lng: 100.3288 },
          },
        ]),
      ),
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
    },
  ]);

  // The home page's promise, typo and all, and the subscription that keeps it.
  await page.goto('/');
  await expect(page.getByText('Subcribe now & get 20% off')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
  await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(
    page.getByText(
      'Thanks! Please check your inbox and confirm your subscription. Your 20% welcome code follows once you confirm.',
    ),
  ).toBeVisible();
  // The code comes only once the link in the confirmation mail is opened and confirmed.
  await page.goto(await confirmLinkMailedTo(shop.dataDir, customer.email));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(
    page.getByText('Your subscription is confirmed. Your 20% welcome code is on its way to your inbox.'),
  ).toBeVisible();
  // The confirmation mail speaks of the welcome code too: wait for the mail that carries one.
  const welcome = await mailMatching(shop.dataDir, customer.email, /WELCOME-[A-Z0-9]{8}/);
  const code = /WELCOME-[A-Z0-9]{8}/.exec(welcome.text ?? '')![0];

  const product = await garment(request);
  await addFromProductPage(page, product, product.features[0]!);
  await page.goto('/place-order');
  await expect(page.getByTestId('service-summary')).toContainText(`Delivery to ${AREA}`);

  // The address comes from the service choice, not from an old order; the street is the shopper's to add.
  await expect(page.getByLabel('City')).toHaveValue('George Town');
  await expect(page.getByLabel('State')).toHaveValue('Penang');
  await expect(page.getByLabel('Street')).toHaveValue('');
  await expectSeen(page.getByLabel('City'));
  await page.getByLabel('Street').fill('21 Lebuh Armenian');
  await page.getByLabel('Postcode').fill('10200');
  await page.getByLabel('Phone').fill('0124567890');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();

  // A state that contradicts the chosen area is refused in the form, saying which one fits.
  await page.getByLabel('State').selectOption('Selangor');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  const mismatch = page
    .locator('main')
    .getByText(`Selangor does not match your delivery area (${AREA}). Choose Penang, or change the delivery area.`);
  await expectSeen(mismatch);
  await expect(page).toHaveURL(/\/place-order$/);
  await page.getByLabel('State').selectOption('Penang');

  // The promo code: a wrong one is told apart, the welcome code shows its discount in the totals.
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectSeen(page.getByText('This promo code does not exist. Please check the spelling.'));
  await promo.fill(code.toLowerCase());
  await promo.press('Enter');
  await expect(page.getByTestId('promo-applied')).toContainText(`Promo code ${code} applied.`);
  await expect(page).toHaveURL(/\/place-order$/);

  const shipping = await request.post('/api/shipping/calculateShipping', {
    headers: { token: customer.token },
    data: { state: 'Penang' },
  });
  const feeCents = Math.round(((await shipping.json()) as { shippingCost: number }).shippingCost * 100);
  const priceCents = Math.round(product.price * 100);
  const discountCents = Math.floor(priceCents * 0.2);
  const money = (cents: number) => `RM ${(cents / 100).toFixed(2)}`;
  const discountRow = page.getByTestId('order-discount');
  await expect(discountRow).toHaveText(`Discount (${code})-${money(discountCents)}`);
  await expectSeen(discountRow);
  await expect(page.getByTestId('order-total')).toHaveText(money(priceCents + feeCents - discountCents));
  await expectAccessible(page, 'place order with a promo code');
  await screensAtAllWidths(page, 'place-order-promo');

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.locator('address')).toContainText('21 Lebuh Armenian');
  await expect(page.locator('address')).toContainText('10200 George Town, Penang');
  await expect(page.getByTestId('order-discount')).toHaveText(`Discount (${code})-${money(discountCents)}`);
  await expectSeen(page.getByTestId('order-discount'));
  await expect(page.getByTestId('order-total')).toHaveText(money(priceCents + feeCents - discountCents));
  await expectAccessible(page, 'order page with a discount');
  await screensAtAllWidths(page, 'order-page-promo');

  await page.goto('/orders');
  const listed = page.getByTestId('order-discount').first();
  await expect(listed).toHaveText(`Discount (${code})-${money(discountCents)}`);
  await expectSeen(listed);
  await expect(page.getByText(money(priceCents + feeCents - discountCents)).first()).toBeVisible();
  await expectAccessible(page, 'my orders with a discount');
  await screensAtAllWidths(page, 'orders-promo');

  const confirmation = await mailMatching(shop.dataDir, customer.email, /received/);
  expect(confirmation.text).toContain(`Discount (${code}): -${money(discountCents)}`);

  // The order's address is in the profile once, and the shopper can delete it.
  await page.goto('/my-profile');
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page.getByText('21 Lebuh Armenian')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete address 21 Lebuh Armenian' }).click();
  const confirm = page.getByRole('group', { name: 'Delete address 21 Lebuh Armenian?' });
  await expectSeen(confirm.getByRole('button', { name: 'Yes, delete' }));
  await expectAccessible(page, 'my profile, deleting an address');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Address deleted.')).toBeVisible();
  await expect(
    page.getByText('No saved addresses yet. The delivery addresses of your orders appear here.'),
  ).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page.getByText('21 Lebuh Armenian')).toHaveCount(0);
});
