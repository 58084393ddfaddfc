import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe, shared by the API tests and the browser journeys: the two Checkout
 * Session calls the shop's SDK makes, and a hosted payment page. Paying there sends the shop a
 * correctly signed `checkout.session.completed` event (as Stripe does) and, once the shop accepts
 * it, sends the browser to the session's success URL; the page's back link goes to its cancel URL.
 * FPX and GrabPay behave as delayed methods: the session completes unpaid, then a second event says
 * whether the payment succeeded or failed. `expire` sends `checkout.session.expired`. The shop's own
 * expire call (`POST /v1/checkout/sessions/:id/expire`) closes an open session and refuses any other,
 * as Stripe does; `POST /v1/refunds` records a refund of a paid session's payment intent, once per
 * idempotency key; `failRefund` sends the event of a refund the bank returned.
 */
export interface FakeStripeOptions {
  /** The shop's webhook signing secret (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Hands one signed event to the shop's webhook and answers the HTTP status it got. */
  deliver: (payload: string, signature: string) => Promise<number>;
  /** 0 (the default) lets the system choose. */
  port?: number;
  /** Methods this account is not activated for: a session asking for one is refused, as Stripe does. */
  refuseMethods?: string[];
  /** Methods Stripe leaves out of a session without an error (it answers the methods it offers). */
  omitMethods?: string[];
  /** When set, every refund is refused with this message (as Stripe does for, e.g., a disputed charge). */
  refuseRefunds?: string;
  /** The status a new refund is created with (default `succeeded`); Stripe may answer `failed` or `requires_action`. */
  refundStatus?: string;
  /** When set, the expire call answers 500 (Stripe unreachable or failing). */
  failExpire?: boolean;
  /** When set, refund calls answer 500 (Stripe failing); a test counts them in `refundCalls`. */
  failRefunds?: boolean;
}

export interface FakeRefund {
  id: string;
  paymentIntent: string;
  idempotencyKey: string | null;
}

export type FakeMethod = 'card' | 'fpx' | 'grabpay';
export type FakeOutcome = 'succeeded' | 'failed';

export interface FakeSession {
  id: string;
  /** The form body the SDK sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: URLSearchParams;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountTotal: number;
  /** What the shop allowed (`allowed_payment_method_types`); card when it names none. */
  methods: string[];
  /** The payment intent Stripe makes for the session, refunded by its id. */
  paymentIntent: string;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the API and the hosted pages (`/pay/<session id>`). */
  origin: string;
  sessions: FakeSession[];
  /** The options it was started with; a test may change `refuseRefunds` or `failExpire` as it goes. */
  options: FakeStripeOptions;
  /** Every refund the shop asked for and got. */
  refunds: FakeRefund[];
  /** The shop's expire calls, by session id, including refused ones. */
  expireCalls: string[];
  /** How many refund calls reached the fake, answered or not. */
  refundCalls: { count: number };
  /** The shop's environment for this fake: secret key, webhook secret and where the SDK calls. */
  shopEnv: Record<string, string>;
  /** Pays an open session as the hosted page does; answers the HTTP status the shop's webhook gave. */
  pay(sessionId: string, method: FakeMethod, outcome?: FakeOutcome): Promise<number>;
  /** Expires an open session and tells the shop. */
  expire(sessionId: string): Promise<number>;
  /**
   * Completes an open session without the rest: a card pays at Stripe but the event is not sent yet
   * (`notify` false), or FPX/GrabPay completes unpaid, waiting for the bank (the event is sent).
   */
  complete(sessionId: string, method: FakeMethod, opts?: { notify?: boolean }): Promise<number>;
  /** The bank's late answer for a completed FPX or GrabPay session. */
  settleAsync(sessionId: string, outcome: FakeOutcome): Promise<number>;
  /** Sends the event of a session's current state again, as Stripe retries a delivery. */
  resend(sessionId: string, type: string): Promise<number>;
  /**
   * Takes a payment on a session whatever its state, as when a shopper's payment and the shop's
   * expire call cross at Stripe, and sends `checkout.session.completed` (paid).
   */
  payRacingExpiry(sessionId: string): Promise<number>;
  /**
   * The bank returns a refund Stripe had accepted: Stripe sends `refund.failed`, or
   * `charge.refund.updated` with the refund now `failed`.
   */
  failRefund(refundId: string, type?: 'refund.failed' | 'charge.refund.updated'): Promise<number>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const myr = (cents: number) => `MYR ${(cents / 100).toFixed(2)}`;

const METHOD_NAMES: Record<string, string> = { card: 'card', fpx: 'FPX', grabpay: 'GrabPay' };

function allowedMethods(params: URLSearchParams): string[] {
  const methods = [];
  for (let i = 0; params.has(`allowed_payment_method_types[${i}]`); i++)
    methods.push(params.get(`allowed_payment_method_types[${i}]`)!);
  return methods.length > 0 ? methods : ['card'];
}

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
  const refunds: FakeRefund[] = [];
  const expireCalls: string[] = [];
  const refundCalls = { count: 0 };
  let origin = '';

  const sessionObject = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    status: s.status,
    payment_status: s.paid ? 'paid' : 'unpaid',
    payment_method_types: s.methods,
    payment_intent: s.status === 'complete' ? s.paymentIntent : null,
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
        (s.methods.includes('card')
          ? `<form method="post" action="/pay/${s.id}"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>` +
            `<button type="submit">Pay ${myr(s.amountTotal)}</button></form>`
          : '') +
        s.methods
          .filter((m) => m !== 'card')
          .map(
            (m) =>
              `<form method="post" action="/pay/${s.id}"><input type="hidden" name="method" value="${escapeHtml(m)}">` +
              `<button type="submit" name="outcome" value="succeeded">Pay with ${escapeHtml(METHOD_NAMES[m] ?? m)}</button>` +
              `<button type="submit" name="outcome" value="failed">${escapeHtml(METHOD_NAMES[m] ?? m)} payment fails</button></form>`,
          )
          .join('') +
        `<p><a href="${escapeHtml(s.params.get('cancel_url') ?? '/')}">Back to the shop</a></p>`,
    );
  };

  const sendObject = async (id: string, type: string, object: object): Promise<number> => {
    const payload = JSON.stringify({
      id: `evt_${id}_${type.split('.').at(-1)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    return options.deliver(payload, signature).catch(() => 0);
  };
  const send = (s: FakeSession, type: string) => sendObject(s.id, type, sessionObject(s));
  const accepted = (status: number) => status >= 200 && status <= 299;

  /** A card pays at once; FPX and GrabPay complete unpaid, then succeed or fail. */
  const settle = async (s: FakeSession, method: FakeMethod, outcome: FakeOutcome): Promise<number> => {
    s.status = 'complete';
    s.paid = method === 'card';
    const completed = await send(s, 'checkout.session.completed');
    if (method === 'card' || !accepted(completed)) return completed;
    s.paid = outcome === 'succeeded';
    return send(s, `checkout.session.async_payment_${outcome}`);
  };

  const pay = async (res: http.ServerResponse, s: FakeSession, form: URLSearchParams) => {
    if (s.status !== 'open') return page(res, 409, 'This payment is already complete', '');
    const method = (form.get('method') ?? 'card') as FakeMethod;
    if (!s.methods.includes(method)) return page(res, 400, 'This payment method is not offered', '');
    const status = await settle(s, method, form.get('outcome') === 'failed' ? 'failed' : 'succeeded');
    if (!accepted(status)) {
      s.status = 'open';
      s.paid = false;
      return page(res, 502, 'The shop did not accept the payment', `<p>Webhook answered ${status}.</p>`);
    }
    res.writeHead(303, { location: s.params.get('success_url') ?? '/' });
    res.end();
  };

  const refused = (params: URLSearchParams) => allowedMethods(params).find((m) => options.refuseMethods?.includes(m));

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      const id = /^\/(?:v1\/checkout\/sessions|pay)\/(cs_test_\d+)(?:\/expire)?$/.exec(url)?.[1];
      const session = sessions.find((s) => s.id === id);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url === '/v1/checkout/sessions' && refused(new URLSearchParams(body))) {
        const method = refused(new URLSearchParams(body))!;
        json(400, {
          error: {
            type: 'invalid_request_error',
            param: 'allowed_payment_method_types',
            message: `The payment method type "${method}" is invalid. Please ensure the provided type is activated in your dashboard.`,
          },
        });
      } else if (req.method === 'POST' && url === '/v1/checkout/sessions') {
        const params = new URLSearchParams(body);
        const amountTotal = lineItems(params).reduce((n, l) => n + l.unitCents * l.quantity, 0);
        const created: FakeSession = {
          id: `cs_test_${sessions.length + 1}`,
          params,
          status: 'open',
          paid: false,
          amountTotal,
          methods: allowedMethods(params).filter((m) => !options.omitMethods?.includes(m)),
          paymentIntent: `pi_test_${sessions.length + 1}`,
        };
        sessions.push(created);
        json(200, sessionObject(created));
      } else if (session && req.method === 'POST' && url.endsWith('/expire')) {
        expireCalls.push(session.id);
        if (options.failExpire) return json(500, { error: { type: 'api_error', message: 'Something went wrong.' } });
        if (session.status !== 'open') {
          return json(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          });
        }
        session.status = 'expired';
        json(200, sessionObject(session));
        // Stripe tells the webhook too, after answering.
        void send(session, 'checkout.session.expired');
      } else if (req.method === 'POST' && url === '/v1/refunds') {
        refundCalls.count++;
        if (options.failRefunds) return json(500, { error: { type: 'api_error', message: 'Something went wrong.' } });
        const params = new URLSearchParams(body);
        const intent = params.get('payment_intent') ?? '';
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        const paid = sessions.find((s) => s.paymentIntent === intent && s.paid);
        if (options.refuseRefunds || !paid) {
          return json(400, {
            error: {
              type: 'invalid_request_error',
              message: options.refuseRefunds ?? `No such payment_intent: '${intent}'`,
            },
          });
        }
        const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (earlier)
          return json(200, { id: earlier.id, object: 'refund', status: 'succeeded', payment_intent: intent });
        if (refunds.some((r) => r.paymentIntent === intent)) {
          return json(400, {
            error: { type: 'invalid_request_error', message: `Charge for ${intent} has already been refunded.` },
          });
        }
        const refund = { id: `re_test_${refunds.length + 1}`, paymentIntent: intent, idempotencyKey: key };
        refunds.push(refund);
        json(200, {
          id: refund.id,
          object: 'refund',
          status: options.refundStatus ?? 'succeeded',
          payment_intent: intent,
          amount: paid.amountTotal,
        });
      } else if (session && req.method === 'GET' && url.startsWith('/v1/')) {
        json(200, sessionObject(session));
      } else if (session && req.method === 'GET') {
        hostedPage(res, session);
      } else if (session && req.method === 'POST' && url.startsWith('/pay/')) {
        void pay(res, session, new URLSearchParams(body));
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
    options,
    sessions,
    refunds,
    expireCalls,
    refundCalls,
    shopEnv: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    pay: (sessionId, method, outcome = 'succeeded') => {
      const s = sessions.find((x) => x.id === sessionId && x.status === 'open');
      if (!s) throw new Error(`No open session ${sessionId}`);
      return settle(s, method, outcome);
    },
    expire: (sessionId) => {
      const s = sessions.find((x) => x.id === sessionId && x.status === 'open');
      if (!s) throw new Error(`No open session ${sessionId}`);
      s.status = 'expired';
      return send(s, 'checkout.session.expired');
    },
    complete: async (sessionId, method, opts = {}) => {
      const s = sessions.find((x) => x.id === sessionId && x.status === 'open');
      if (!s) throw new Error(`No open session ${sessionId}`);
      s.status = 'complete';
      s.paid = method === 'card';
      return opts.notify === false ? 0 : send(s, 'checkout.session.completed');
    },
    settleAsync: (sessionId, outcome) => {
      const s = sessions.find((x) => x.id === sessionId && x.status === 'complete' && !x.paid);
      if (!s) throw new Error(`No session ${sessionId} waiting for a bank`);
      s.paid = outcome === 'succeeded';
      return send(s, `checkout.session.async_payment_${outcome}`);
    },
    resend: (sessionId, type) => {
      const s = sessions.find((x) => x.id === sessionId);
      if (!s) throw new Error(`No session ${sessionId}`);
      return send(s, type);
    },
    payRacingExpiry: (sessionId) => {
      const s = sessions.find((x) => x.id === sessionId);
      if (!s) throw new Error(`No session ${sessionId}`);
      s.status = 'complete';
      s.paid = true;
      return send(s, 'checkout.session.completed');
    },
    failRefund: (refundId, type = 'refund.failed') => {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`No refund ${refundId}`);
      const paid = sessions.find((s) => s.paymentIntent === refund.paymentIntent);
      return sendObject(refund.id, type, {
        id: refund.id,
        object: 'refund',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        payment_intent: refund.paymentIntent,
        amount: paid?.amountTotal ?? 0,
        currency: 'myr',
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
