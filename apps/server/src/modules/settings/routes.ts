import { SettingsResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShopSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom/settings', { schema: { response: { 200: SettingsResponse } } }, async () => ({
    success: true as const,
    settings: await getShopSettings(app.db, app.config),
  }));
};
