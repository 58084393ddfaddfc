import { z } from 'zod';
import { Email } from './common.ts';

/** `recaptchaToken` is needed only when the shop has turned the captcha on (as for sign-up). */
export const SubscribeBody = z.object({ email: Email, recaptchaToken: z.string().max(4000).optional() }).strict();
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const SubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** POST /api/newsletter/confirm: the token from the link in the confirmation mail. */
export const ConfirmSubscriptionBody = z
  .object({
    token: z
      .string({ error: 'This confirmation link is incomplete. Open the link from the mail again.' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This confirmation link is incomplete. Open the link from the mail again.'),
  })
  .strict();
export type ConfirmSubscriptionBody = z.infer<typeof ConfirmSubscriptionBody>;

export const ConfirmSubscriptionResponse = SubscribeResponse;
export type ConfirmSubscriptionResponse = z.infer<typeof ConfirmSubscriptionResponse>;

/**
 * One answer for every address (new, waiting, subscribed, or over its limit), so the form tells no
 * one who is on the list.
 */
export const NEWSLETTER_MESSAGES = {
  subscribed:
    'Thanks! Please check your inbox and confirm your subscription. Your 20% welcome code follows once you confirm.',
  confirmed: 'Your subscription is confirmed. Your 20% welcome code is on its way to your inbox.',
  alreadyConfirmed: 'Your subscription is already confirmed. Your welcome code was sent when you confirmed.',
  invalidLink: 'This confirmation link is invalid or has expired. Please subscribe again to get a new one.',
  tooMany: 'Too many subscriptions from your network. Please try again later.',
} as const;
