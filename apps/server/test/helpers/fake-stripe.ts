import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe, shared by the API tests and the browser journeys: the two Checkout
 * Session calls the shop's SDK makes, and a hosted payment page. Paying there sends the shop a
 * correctly signed `checkout.session.completed` event (as Stripe does) and, once the shop accepts
 * it, sends the browser to the session's success URL; the page's back link goes to its cancel URL.
 */
export interface FakeStripeOptions {
  /** The shop's webhook signing secret (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Hands one signed event to the shop's webhook and answers the HTTP status it got. */
  deliver: (payload: string, signature: string) => Promise<number>;
  /** 0 (the default) lets the system choose. */
  port?: number;
}

export interface FakeSession {
  id: string;
  /** The form body the SDK sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: URLSearchParams;
  status: 'open' | 'complete';
  amountTotal: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the API and the hosted pages (`/pay/<session id>`). */
  origin: string;
  sessions: FakeSession[];
  /** The shop's environment for this fake: secret key, webhook secret and where the SDK calls. */
  shopEnv: Record<string, string>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const myr = (cents: number) => `MYR ${(cents / 100).toFixed(2)}`;

function lineItems(params: URLSearchParams): { name: string; unitCents: number; quantity: number }[] {
  const lines = [];
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    lines.push({
      name: params.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      unitCents: Number(params.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(params.get(`line_items[${i}][quantity]`)),
    });
  }
  return lines;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  let origin = '';

  const sessionObject = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    status: s.status,
    payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
    amount_total: s.amountTotal,
    currency: 'myr',
    customer_email: s.params.get('customer_email'),
    client_reference_id: s.params.get('client_reference_id'),
    metadata: { orderId: s.params.get('metadata[orderId]') },
    success_url: s.params.get('success_url'),
    cancel_url: s.params.get('cancel_url'),
    // Stripe answers no URL once a session is paid: the shop must not send a shopper there again.
    url: s.status === 'open' ? `${origin}/pay/${s.id}` : null,
  });

  const page = (res: http.ServerResponse, status: number, title: string, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
  };

  const hostedPage = (res: http.ServerResponse, s: FakeSession) => {
    const rows = lineItems(s.params)
      .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${myr(l.unitCents * l.quantity)}</li>`)
      .join('');
    page(
      res,
      200,
      'Test card payment',
      `<p>Paying as ${escapeHtml(s.params.get('customer_email') ?? '')}</p><ul aria-label="Items">${rows}</ul>` +
        `<p data-testid="fake-stripe-total">Total ${myr(s.amountTotal)}</p>` +
        `<form method="post" action="/pay/${s.id}"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>` +
        `<button type="submit">Pay ${myr(s.amountTotal)}</button></form>` +
        `<p><a href="${escapeHtml(s.params.get('cancel_url') ?? '/')}">Back to the shop</a></p>`,
    );
  };

  const pay = async (res: http.ServerResponse, s: FakeSession) => {
    if (s.status !== 'open') return page(res, 409, 'This payment is already complete', '');
    s.status = 'complete';
    const payload = JSON.stringify({
      id: `evt_${s.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionObject(s) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const status = await options.deliver(payload, signature).catch(() => 0);
    if (status < 200 || status > 299) {
      s.status = 'open';
      return page(res, 502, 'The shop did not accept the payment', `<p>Webhook answered ${status}.</p>`);
    }
    res.writeHead(303, { location: s.params.get('success_url') ?? '/' });
    res.end();
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      const id = /^\/(?:v1\/checkout\/sessions|pay)\/(cs_test_\d+)$/.exec(url)?.[1];
      const session = sessions.find((s) => s.id === id);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url === '/v1/checkout/sessions') {
        const params = new URLSearchParams(body);
        const amountTotal = lineItems(params).reduce((n, l) => n + l.unitCents * l.quantity, 0);
        const created: FakeSession = { id: `cs_test_${sessions.length + 1}`, params, status: 'open', amountTotal };
        sessions.push(created);
        json(200, sessionObject(created));
      } else if (session && req.method === 'GET' && url.startsWith('/v1/')) {
        json(200, sessionObject(session));
      } else if (session && req.method === 'GET') {
        hostedPage(res, session);
      } else if (session && req.method === 'POST' && url.startsWith('/pay/')) {
        void pay(res, session);
      } else if (url.startsWith('/v1/')) {
        json(404, { error: { message: `No such resource: ${url}`, type: 'invalid_request_error' } });
      } else {
        page(res, 404, 'No such payment page', '');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    sessions,
    shopEnv: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
