import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { readOrderQr, withCrc, writeTlv } from '../../apps/server/src/modules/payment/emvco.ts';
import { expectAccessible } from '../fixtures/a11y.ts';
import { dropToken, E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// The owner gives the shop its DuitNow QR by uploading the image the bank issued; a shopper's order
// page then draws a QR that a wallet app reads with the amount and the order reference filled in.
test.use({ journey: 'duitnow-qr' });

const MERCHANT = 'ROTI & RUPA ENTERPRISE';

/** A static DuitNow QR as a bank issues it. */
const shopPayload = withCrc(
  writeTlv([
    { tag: '00', value: '01' },
    { tag: '01', value: '11' },
    {
      tag: '26',
      value: writeTlv([
        { tag: '00', value: 'A0000006150001' },
        { tag: '01', value: '890053' },
        { tag: '02', value: '000000000123456' },
      ]),
    },
    { tag: '52', value: '5462' },
    { tag: '53', value: '458' },
    { tag: '58', value: 'MY' },
    { tag: '59', value: MERCHANT },
    { tag: '60', value: 'PETALING JAYA' },
  ]),
);

/** What a wallet's camera would read: the QR decoded from the pixels of a screenshot. */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!found) throw new Error('no QR code could be read in the screenshot');
  return found.data;
}

test('the owner uploads the shop DuitNow QR, and the order page draws a QR with the amount and reference', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(120_000);

  // The back office: the issued image, read on the server, its merchant name beside the receiver name.
  const adminToken = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await useToken(page, adminToken);
  await page.goto('/admin/settings');
  await expect(page.getByTestId('qr-status')).toContainText('No DuitNow QR is set');
  // Text that is not a DuitNow QR is refused with the reason.
  await page.getByLabel('Or paste the text of the QR').fill('Pay Roti & Rupa RM 10.00 ref 1234');
  await page.getByRole('button', { name: 'Save QR text' }).click();
  await expect(
    page.getByText('The QR text is cut off or malformed at character 1: expected a two-digit tag and length.'),
  ).toBeVisible();
  await expect(page.getByTestId('qr-status')).toContainText('No DuitNow QR is set');
  const image = await QRCode.toBuffer(shopPayload, { type: 'png', margin: 4, scale: 8 });
  await page
    .getByLabel('Upload the QR image your bank or e-wallet issued')
    .setInputFiles({ name: 'duitnow.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByText('DuitNow QR saved.')).toBeVisible();
  await expect(page.getByTestId('qr-status')).toContainText(MERCHANT);
  await expect(page.getByTestId('qr-name-check')).toHaveText(
    'The QR pays the receiver the screenshot check looks for.',
  );
  await expectAccessible(page, 'admin settings with a DuitNow QR');
  await captureScreens(page, 'admin-duitnow-qr');
  await dropToken(page);

  // A shopper orders for pickup and pays by e-wallet.
  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Huda');
  await storeServiceChoice(page, await openPickupChoice(request));
  await useToken(page, customer.token);
  const product = await garment(request);
  await addFromProductPage(page, product, product.features[0]!, 2);
  await page.goto('/place-order');
  await page.getByLabel('Phone').fill('0123456789');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(orderStatus(page)).toHaveText('Order Placed');
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  const reference = orderId.slice(0, 8).toUpperCase();
  const total = (await page.getByTestId('order-total').textContent())!;

  // The QR, really on screen, with the caption and the written instructions kept beside it.
  const qr = page.getByRole('img', { name: /^DuitNow QR: pay / });
  await expect(qr).toBeVisible();
  await expect(page.getByText("Scan with Touch 'n Go eWallet or any DuitNow app", { exact: true })).toBeVisible();
  await expect(page.getByTestId('receiver-name')).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  const onTop = await qr.evaluate((img) => {
    const box = img.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img;
  });
  expect(onTop).toBe(true);

  // Decoded from a screenshot: the shop's QR with this order's amount and reference.
  const decoded = readOrderQr(await decodeQr(await qr.screenshot()));
  expect(decoded.reference).toBe(reference);
  expect(`RM ${((decoded.amountCents ?? 0) / 100).toFixed(2)}`).toBe(total);
  expect(decoded.shop.merchantName).toBe(MERCHANT);
  expect(decoded.shop.fields.find((f) => f.tag === '01')?.value).toBe('12');

  await expectAccessible(page, 'order page with a DuitNow QR');
  await captureScreens(page, 'order-duitnow-qr');
  // Still readable on a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(readOrderQr(await decodeQr(await qr.screenshot())).reference).toBe(reference);
});
