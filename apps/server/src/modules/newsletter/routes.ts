import {
  AUTH_MESSAGES,
  ConfirmSubscriptionBody,
  ConfirmSubscriptionResponse,
  NEWSLETTER_MESSAGES,
  SubscribeBody,
  SubscribeResponse,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha, NEWSLETTER_CAPTCHA_ACTION } from '../../adapters/captcha.ts';
import { AppError } from '../../lib/errors.ts';
import { dbRateLimiter } from '../../lib/rate-limit.ts';
import { sendWelcomeCode } from '../promo/notify.ts';
import { getShopSettings } from '../settings/service.ts';
import { confirmationMail } from './mails.ts';
import { confirm, CONFIRM_LINK_HOURS, subscribe } from './service.ts';

/** Sent after the answer, so a known and an unknown address take the same time to answer. */
async function sendConfirmation(app: FastifyInstance, to: string, token: string): Promise<void> {
  try {
    const { shopName } = await getShopSettings(app.db, app.config);
    const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    const link = new URL(`/newsletter/confirm?token=${encodeURIComponent(token)}`, base).toString();
    await app.mailer.sendMail(confirmationMail({ to, shopName, link, hours: CONFIRM_LINK_HOURS }));
  } catch (err) {
    app.log.warn({ err }, 'newsletter confirmation mail failed');
  }
}

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = createCaptcha(app.config.captcha);
  const limiter = dbRateLimiter(app.db, app.config.now);

  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: SubscribeBody, response: { 200: SubscribeResponse } } },
    async (request) => {
      if (!(await captcha.verify(request.body.recaptchaToken, request.ip, NEWSLETTER_CAPTCHA_ACTION))) {
        throw new AppError('INVALID_INPUT', AUTH_MESSAGES.captchaFailed);
      }
      const { confirm: mail } = await subscribe(
        { db: app.db, limiter, now: app.config.now },
        request.body.email,
        request.ip,
      );
      if (mail) app.afterAnswer.run(sendConfirmation(app, mail.email, mail.token), 'newsletter confirmation mail');
      return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: ConfirmSubscriptionBody, response: { 200: ConfirmSubscriptionResponse } } },
    async (request) => {
      const { message, welcome } = await confirm(app.db, request.body.token, app.config.now());
      if (welcome) app.afterAnswer.run(sendWelcomeCode(app, welcome), 'welcome code mail');
      return { success: true as const, message };
    },
  );
};
