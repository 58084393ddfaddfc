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
  retrieveSessionUrl(sessionId: string): Promise<string | null>;
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
    async retrieveSessionUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.url ?? null;
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret ?? '');
    },
  };
}
