import type { FastifyInstance } from 'fastify';
import { getShopSettings } from '../settings/service.ts';
import { welcomeCodeMail } from './mails.ts';
import type { PromoRow } from './queries.ts';

/**
 * Sent after the subscription commits; a failure is logged and the code stays valid (staff can see it
 * in the back office's welcome codes).
 */
export async function sendWelcomeCode(app: FastifyInstance, promo: PromoRow): Promise<void> {
  try {
    const settings = await getShopSettings(app.db, app.config);
    const shopUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    await app.mailer.sendMail(
      welcomeCodeMail(promo, { shopName: settings.shopName, timeZone: settings.timeZone, shopUrl }),
    );
  } catch (err) {
    app.log.warn({ err }, 'welcome code mail failed');
  }
}
