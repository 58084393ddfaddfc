import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

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
  }): Promise<{ id: string; url: string }>;
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
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
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
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
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
