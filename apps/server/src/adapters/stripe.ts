import type { OnlinePaymentMethod } from '@shop/contract';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

/**
 * Stripe would not open a session with these methods (not activated for the account, or not for
 * this currency). `methods` are the ones its message names; empty when it names none.
 */
export class MethodsRefused extends Error {
  constructor(
    readonly methods: OnlinePaymentMethod[],
    message: string,
  ) {
    super(message);
  }
}

function refusal(err: unknown, offered: OnlinePaymentMethod[]): MethodsRefused | null {
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || !err.param?.includes('payment_method_types'))
    return null;
  const named = offered.filter((m) => new RegExp(`\\b${m}\\b`, 'i').test(err.message));
  return new MethodsRefused(named, err.message);
}

/** Stripe answered a refund request and will not make it; the message is its own. */
export class RefundRefused extends Error {}

/** What a session took, as far as a refund needs it. */
export interface SessionPayment {
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  email: string | null;
}

/** Stripe's own words: status open, complete or expired; payment status paid, unpaid or no_payment_required. */
export interface SessionState {
  status: string;
  paymentStatus: string;
}

const stateOf = (s: Stripe.Checkout.Session): SessionState => ({
  status: s.status ?? 'open',
  paymentStatus: s.payment_status,
});

export interface CheckoutLine {
  name: string;
  unitCents: number;
  quantity: number;
}

export interface CardPayments {
  createCheckoutSession(input: {
    orderId: string;
    email: string;
    lines: CheckoutLine[];
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
    methods: OnlinePaymentMethod[];
  }): Promise<{ id: string; url: string; offered: string[] }>;
  /** Where the session stands at Stripe now, and its payment page while it is open. */
  retrieveSession(sessionId: string): Promise<SessionState & { url: string | null; payment: SessionPayment }>;
  /**
   * Closes an open session so it can no longer be paid. Answers the session's state afterwards:
   * `complete` when a payment got there first (Stripe refuses to expire a session that is not open).
   */
  expireSession(sessionId: string): Promise<SessionState>;
  /**
   * Refunds a payment in full; the key makes a repeated call one refund at Stripe. Throws
   * RefundRefused when Stripe answered and will not refund; any other error means it was not reached.
   */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string; status: string }>;
  /** Throws when the signature does not match the raw body. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  readonly webhookConfigured: boolean;
}

/** Stripe Checkout through the official SDK; null when no secret key is configured (the option is hidden). */
export function createStripePayments(config: StripeConfig | null): CardPayments | null {
  if (!config) return null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
  return {
    webhookConfigured: Boolean(config.webhookSecret),
    async createCheckoutSession(input) {
      // Stripe refuses expiry closer than 30 minutes; the order's own deadline still applies.
      const minExpiry = Date.now() + 31 * 60_000;
      const session = await stripe.checkout.sessions
        .create({
          mode: 'payment',
          allowed_payment_method_types: input.methods,
          customer_email: input.email,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          line_items: input.lines.map((l) => ({
            quantity: l.quantity,
            price_data: { currency: 'myr', unit_amount: l.unitCents, product_data: { name: l.name } },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(Math.max(input.expiresAt.getTime(), minExpiry) / 1000),
        })
        .catch((err: unknown) => {
          throw refusal(err, input.methods) ?? err;
        });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      // Stripe may also leave out, without an error, a method the account cannot take.
      return { id: session.id, url: session.url, offered: session.payment_method_types ?? input.methods };
    },
    async retrieveSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      return {
        ...stateOf(session),
        url: session.url ?? null,
        payment: {
          paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? '',
          email: session.customer_details?.email ?? session.customer_email ?? null,
        },
      };
    },
    async expireSession(sessionId) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        // Not open any more: paid, or pending a bank's answer, or already expired. Ask what it is.
        return stateOf(await stripe.checkout.sessions.retrieve(sessionId));
      }
    },
    async refund(paymentIntentId, idempotencyKey) {
      const refund = await stripe.refunds
        .create({ payment_intent: paymentIntentId, reason: 'requested_by_customer' }, { idempotencyKey })
        .catch((err: unknown) => {
          // A 4xx answer (already refunded, disputed...) is Stripe's decision; a 5xx or no answer is not.
          if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError)
            throw new RefundRefused(err.message);
          throw err;
        });
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret ?? '');
    },
  };
}
