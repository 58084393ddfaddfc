import {
  AUTH_MESSAGES,
  ConfirmSubscriptionBody,
  ConfirmSubscriptionResponse,
  NEWSLETTER_MESSAGES,
  SubscribeBody,
  SubscribeResponse,
  type ShopLang,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha, NEWSLETTER_CAPTCHA_ACTION } from '../../adapters/captcha.ts';
import { AppError } from '../../lib/errors.ts';
import { langOfRequest, shopPageUrl } from '../../lib/mail-text/index.ts';
import { dbRateLimiter } from '../../lib/rate-limit.ts';
import { sendWelcomeCode } from '../promo/notify.ts';
import { getShopSettings } from '../settings/service.ts';
import { confirmationMail } from './mails.ts';
import { confirm, CONFIRM_LINK_HOURS, subscribe } from './service.ts';

/** Sent after the answer, so a known and an unknown address take the same time to answer. */
async function sendConfirmation(app: FastifyInstance, to: string, token: string, lang: ShopLang): Promise<void> {
  try {
    const { shopName } = await getShopSettings(app.db, app.config);
    const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    const link = shopPageUrl(base, `/newsletter/confirm?token=${encodeURIComponent(token)}`, lang);
    await app.mailer.sendMail(confirmationMail({ to, shopName, link, hours: CONFIRM_LINK_HOURS, lang }));
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
      const lang = langOfRequest(request.headers['accept-language']);
      const { confirm: mail } = await subscribe(
        { db: app.db, limiter, now: app.config.now },
        request.body.email,
        request.ip,
        lang,
      );
      if (mail)
        app.afterAnswer.run(sendConfirmation(app, mail.email, mail.token, lang), 'newsletter confirmation mail');
      return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: ConfirmSubscriptionBody, response: { 200: ConfirmSubscriptionResponse } } },
    async (request) => {
      const { message, welcome, lang } = await confirm(app.db, request.body.token, app.config.now());
      if (welcome) app.afterAnswer.run(sendWelcomeCode(app, welcome, lang), 'welcome code mail');
      return { success: true as const, message };
    },
  );
};
