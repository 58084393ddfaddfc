/** What the OCR benchmarks do as shoppers: register through the API, place an order, upload a screenshot. */
import fs from 'node:fs';
import path from 'node:path';

export interface Product {
  id: string;
  name: string;
  price: number;
  features: string[];
}

/** `base` is the server's URL; `dataDir` its DATA_DIR, whose outbox holds the mailed codes. */
export function shopClient(base: string, dataDir: string) {
  async function call<T>(
    pathname: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.message}`);
    return json;
  }

  async function codeFor(email: string): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    for (let i = 0; i < 100; i++) {
      for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const text = fs.readFileSync(path.join(outbox, f), 'utf8');
        const code = text.includes(email) ? /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1] : undefined;
        if (code) return code;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code mailed to ${email}`);
  }

  async function shopper(n: number): Promise<string> {
    const email = `bench-ocr-${n}@example.com`;
    await call('/api/user/sendRegisterOtp', { email });
    await call('/api/user/verifyRegisterOtp', { email, otp: await codeFor(email) });
    return (
      await call<{ token: string }>('/api/user/register', {
        email,
        name: `Bench Shopper ${n}`,
        password: 'correct horse battery',
      })
    ).token;
  }

  async function placeOrder(
    token: string,
    product: Product,
    deliveryTime = '15:00 - 16:00',
  ): Promise<{ id: string; total: number }> {
    const feature = product.features[0] ?? '';
    await call('/api/cart/add', { itemId: product.id, feature, quantity: 1 }, token);
    const { shippingCost } = await call<{ shippingCost: number }>(
      '/api/shipping/calculateShipping',
      { state: 'Selangor' },
      token,
    );
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const { orderId } = await call<{ orderId: string }>(
      '/api/order/place',
      {
        address: {
          firstName: 'Bench',
          lastName: 'Shopper',
          email: 'bench@example.com',
          street: '1 Jalan Bench',
          city: 'Petaling Jaya',
          state: 'Selangor',
          zipcode: '47400',
          country: 'Malaysia',
          phone: '0123456789',
        },
        items: [{ ...product, feature, quantity: 1 }],
        price: { productPrice: product.price.toFixed(2), shippingPrice: shippingCost.toFixed(2) },
        service: { serviceType: 'delivery', deliveryAddress: 'Petaling Jaya', calendarDate: tomorrow, deliveryTime },
      },
      token,
    );
    return { id: orderId, total: product.price + shippingCost };
  }

  /** The upload's time in ms; a refusal throws. */
  async function upload(token: string, orderId: string, image: Buffer): Promise<number> {
    const { ms, status, message } = await tryUpload(token, orderId, image);
    if (status !== 200) throw new Error(`upload: ${status} ${message}`);
    return ms;
  }

  async function tryUpload(
    token: string,
    orderId: string,
    image: Buffer,
  ): Promise<{ ms: number; status: number; message: string }> {
    const form = new FormData();
    form.append('orderId', orderId);
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'receipt.png');
    const started = performance.now();
    const res = await fetch(`${base}/api/order/uploadpayment`, { method: 'POST', headers: { token }, body: form });
    const ms = performance.now() - started;
    return { ms, status: res.status, message: ((await res.json()) as { message: string }).message };
  }

  return { call, shopper, placeOrder, upload, tryUpload };
}
