import fs from 'node:fs';
import { pdfLines, pdfQr } from '../../apps/server/test/helpers/pdf-text.ts';
import { E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus } from '../fixtures/shopping.ts';

// Card payments by the fake Stripe; e-invoices sent to the fake MyInvois, the job running every half second.
test.use({ journey: 'einvoice-receipt', cardPayments: true, myInvois: true });

test('a customer pays, downloads the receipt, asks for an e-invoice, and gets the receipt with its validation QR', async ({
  page,
  request,
  shop,
}) => {
  const admin = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const saved = await request.put('/api/admin/einvoice-settings', {
    headers: { token: admin },
    data: {
      registeredName: 'Roti & Rupa Sdn. Bhd.',
      registrationNumber: '202401012345',
      tin: 'C12345678909',
      sstNumber: '',
      msicCode: '47219',
      businessActivity: 'Retail sale of bakery products and apparel',
      addressLine: '12 Jalan SS 21/37, Damansara Utama',
      city: 'Petaling Jaya',
      postcode: '47400',
      state: 'Selangor',
      phone: '+60377221234',
      email: 'hello@rotirupa.my',
      requestWindowDays: 0,
    },
  });
  expect(saved.status()).toBe(200);

  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Aini');
  await storeServiceChoice(page, await openPickupChoice(request));
  await useToken(page, customer.token);
  const product = await garment(request);
  await addFromProductPage(page, product, product.features[0]!, 1);
  await page.goto('/place-order');
  await page.getByLabel('Phone').fill('0123456789');
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('button', { name: /^Pay MYR/ }).click();
  await expect(orderStatus(page)).toHaveText('Payment Verified');
  const orderId = /\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const short = orderId.slice(0, 8).toUpperCase();

  // The "paid" mail links to the receipt.
  const mail = await mailMatching(shop.dataDir, customer.email, /Payment Verified/);
  expect(mail.text).toContain(`/api/invoice/receipt/${orderId}`);

  // The receipt, before any e-invoice: the shop's registered details and the order, no QR.
  const panel = page.getByRole('region', { name: 'Receipt and e-invoice' });
  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`receipt-${short}.pdf`);
    return fs.readFileSync((await file.path())!);
  };
  const first = await download();
  const text = pdfLines(first).join('\n');
  expect(text).toContain('Roti & Rupa Sdn. Bhd.');
  expect(text).toContain('Registration No. 202401012345');
  expect(text).toContain(`Receipt no.: ${short}`);
  expect(text).toContain(`${product.name} (${product.features[0]})`);
  expect(text).toContain('Payment method: Card, FPX or GrabPay (online payment)');
  expect(pdfQr(first)).toBeNull();

  // The request form checks the formats as MyInvois does, beside each field.
  await panel.getByRole('button', { name: 'Request an e-invoice' }).click();
  const form = page.getByRole('form', { name: 'E-invoice request' });
  await form.getByLabel('Name (as registered with LHDN)', { exact: true }).fill('Nurul Aini binti Hassan');
  await form.getByLabel('Tax identification number (TIN)', { exact: true }).fill('IG123');
  await form.getByLabel('Identification number', { exact: true }).fill('900101-14-567');
  await form.getByLabel('Address', { exact: true }).fill('8 Jalan Bukit Bintang');
  await form.getByLabel('City', { exact: true }).fill('Kuala Lumpur');
  await form.getByLabel('Postcode', { exact: true }).fill('55100');
  await form.getByLabel('State', { exact: true }).selectOption('Kuala Lumpur');
  await form.getByLabel('Email', { exact: true }).fill(customer.email);
  await form.getByLabel('Phone', { exact: true }).fill('012-345 6789');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Enter your tax identification number/)).toBeVisible();
  await expect(form.getByText('A MyKad number is 12 digits, e.g. 900101-14-5678.')).toBeVisible();
  await form.getByLabel('Tax identification number (TIN)', { exact: true }).fill('IG12345678901');
  await form.getByLabel('Identification number', { exact: true }).fill('900101-14-5678');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your e-invoice request has been received.').first()).toBeVisible();

  // MyInvois validates it in the background; the order page then links to the validation.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('einvoice-status')).toContainText('validated by LHDN MyInvois', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const doc = shop.myInvois!.documents.find((d) => d.number === `INV-${orderId.toUpperCase()}`)!;
  expect(doc.status).toBe('Valid');
  const link = `${shop.myInvois!.origin}/portal/${doc.uuid}/share/${doc.longId}`;
  await expect(page.getByRole('link', { name: 'validated by LHDN MyInvois' })).toHaveAttribute('href', link);

  // The receipt now carries the e-invoice, its validation link, and a QR that reads as that link.
  const second = await download();
  expect(pdfLines(second).join('')).toContain(`Validation link: ${link}`);
  expect(pdfQr(second)).toBe(link);

  // My orders has the same receipt.
  await page.goto('/orders');
  const [fromList] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Receipt (PDF)' }).first().click(),
  ]);
  expect(pdfQr(fs.readFileSync((await fromList.path())!))).toBe(link);
});
