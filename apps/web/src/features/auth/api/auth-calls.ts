import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/**
 * `/api/user/*` calls the account screens make from the browser. Their forms (login, register, reset)
 * post to their pages' actions instead (auth-actions.server.ts).
 */
export const authCalls = {
  logout: () =>
    api.post(
      '/api/user/logout',
      {},
      lazySchema((c) => c.AuthOkResponse),
    ),
  captchaConfig: () =>
    api.get(
      '/api/user/captcha',
      lazySchema((c) => c.CaptchaConfigResponse),
    ),
  /** With an explicit token: right after login it is not stored yet. */
  verifyToken: (token?: string) =>
    api.get(
      '/api/user/verifyToken',
      lazySchema((c) => c.AuthOkResponse),
      token ? { headers: { token } } : undefined,
    ),
};

export const captchaConfigQuery = queryOptions({
  queryKey: ['captcha-config'],
  queryFn: () => authCalls.captchaConfig(),
  staleTime: Infinity,
});
