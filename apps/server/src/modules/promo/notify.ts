import type { ShopLang } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { shopPageUrl } from '../../lib/mail-text/index.ts';
import { getShopSettings } from '../settings/service.ts';
import { welcomeCodeMail } from './mails.ts';
import type { PromoRow } from './queries.ts';

/**
 * Sent after the subscription commits; a failure is logged and the code stays valid (staff can see it
 * in the back office's welcome codes).
 */
export async function sendWelcomeCode(app: FastifyInstance, promo: PromoRow, lang: ShopLang = 'en'): Promise<void> {
  try {
    const settings = await getShopSettings(app.db, app.config);
    const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    // The English mail keeps the shop's address as configured; the Malay one links the Malay home page.
    const shopUrl = lang === 'ms' ? shopPageUrl(base, '/', lang) : base;
    await app.mailer.sendMail(
      welcomeCodeMail(promo, { shopName: settings.shopName, timeZone: settings.timeZone, shopUrl, lang }),
    );
  } catch (err) {
    app.log.warn({ err }, 'welcome code mail failed');
  }
}
