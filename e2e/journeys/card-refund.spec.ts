import { expectAccessible } from '../fixtures/a11y.ts';
import { E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { garment, orderStatus } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// Money for a cancelled card order: cancelling closes the Stripe page; a payment that still gets
// through is refunded, and one Stripe will not refund waits on the orders desk until staff handle it.
test.use({ journey: 'card-refund', cardPayments: true });

test('a shopper cancels a card order; payments that still arrive are refunded, or shown to staff when the refund fails', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(120_000);
  const stripe = shop.stripe!;
  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Huda');
  const headers = { token: customer.token };
  const choice = await openPickupChoice(request);
  const product = await garment(request);
  const placeCardOrder = async () => {
    const added = await request.post('/api/cart/add', {
      headers,
      data: { itemId: product.id, feature: product.features[0], quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    const placed = await request.post('/api/order/stripe', {
      headers,
      data: {
        address: { firstName: 'Nurul', lastName: 'Huda', email: customer.email, phone: '0123456789' },
        items: [{ id: product.id, price: product.price, feature: product.features[0], quantity: 1 }],
        price: { productPrice: product.price.toFixed(2), shippingPrice: '0.00' },
        service: {
          serviceType: 'pickup',
          outletId: choice.outletId,
          calendarDate: choice.calendarDate,
          deliveryTime: choice.deliveryTime,
        },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    return { orderId: ((await placed.json()) as { orderId: string }).orderId, session: stripe.sessions.at(-1)! };
  };

  // The shopper cancels on the order page: the payment page is closed at Stripe before the order goes.
  await storeServiceChoice(page, choice);
  await useToken(page, customer.token);
  const first = await placeCardOrder();
  await page.goto(`/checkout/${first.orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(orderStatus(page)).toHaveText('Order Cancelled');
  expect(first.session.status).toBe('expired');
  // The closed page takes nothing (the form's post, as the shopper's pay button sends it).
  expect((await fetch(`${stripe.origin}/pay/${first.session.id}`, { method: 'POST' })).status).toBe(409);

  // A payment that crossed the cancellation at Stripe is refunded, and the shopper is told.
  expect(await stripe.payRacingExpiry(first.session.id)).toBe(200);
  expect(stripe.refunds.map((r) => r.paymentIntent)).toEqual([first.session.paymentIntent]);
  const refunded = await mailMatching(shop.dataDir, customer.email, /has been refunded/);
  expect(refunded.text).toContain('refunded it in full');

  // When Stripe refuses the refund, the orders desk shows the payment until staff mark it handled.
  const second = await placeCardOrder();
  expect((await request.post('/api/order/cancel', { headers, data: { orderId: second.orderId } })).ok()).toBe(true);
  stripe.options.refuseRefunds = 'This charge is disputed and cannot be refunded.';
  try {
    expect(await stripe.payRacingExpiry(second.session.id)).toBe(200);
  } finally {
    delete stripe.options.refuseRefunds;
  }
  const staff = await page.context().browser()!.newContext();
  const desk = await staff.newPage();
  await useToken(desk, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await desk.goto(`${shop.url}/admin/orders`);
  const issues = desk.getByRole('list', { name: /Payments to act on/ });
  await expect(desk.getByRole('heading', { name: 'Payments to act on (1)' })).toBeVisible();
  const issue = issues.getByTestId('refund-issue');
  await expect(issue).toContainText(`Order ${second.orderId.slice(0, 8).toUpperCase()}`);
  await expect(issue).toContainText('Refund failed: refund it by hand in the Stripe dashboard');
  await expect(issue).toContainText('Stripe said: This charge is disputed and cannot be refunded.');
  await expect(issue).toContainText(second.session.paymentIntent);
  await expectAccessible(desk, 'orders desk with a payment to act on');
  await captureScreens(desk, 'admin-refund-to-act-on');
  await issue.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(desk.getByText('Marked as handled.')).toBeVisible();
  await expect(desk.getByRole('heading', { name: /Payments to act on/ })).toHaveCount(0);
  await staff.close();
});
