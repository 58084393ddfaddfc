import type { LoginBody, RegisterBody, ResetPasswordBody, SendRegisterOtpBody, VerifyOtpBody } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `/api/user/*`: the calls of the account screens. */
export const authCalls = {
  login: (body: LoginBody) =>
    api.post(
      '/api/user/login',
      body,
      lazySchema((c) => c.AuthTokenResponse),
    ),
  sendRegisterOtp: (body: SendRegisterOtpBody) =>
    api.post(
      '/api/user/sendRegisterOtp',
      body,
      lazySchema((c) => c.AuthMessageResponse),
    ),
  verifyRegisterOtp: (body: VerifyOtpBody) =>
    api.post(
      '/api/user/verifyRegisterOtp',
      body,
      lazySchema((c) => c.AuthMessageResponse),
    ),
  register: (body: RegisterBody) =>
    api.post(
      '/api/user/register',
      body,
      lazySchema((c) => c.AuthTokenResponse),
    ),
  sendResetOtp: (email: string) =>
    api.post(
      '/api/user/send-reset-otp',
      { email },
      lazySchema((c) => c.AuthMessageResponse),
    ),
  verifyResetOtp: (body: VerifyOtpBody) =>
    api.post(
      '/api/user/verify-reset-otp',
      body,
      lazySchema((c) => c.AuthMessageResponse),
    ),
  resetPassword: (body: ResetPasswordBody) =>
    api.post(
      '/api/user/reset-password',
      body,
      lazySchema((c) => c.AuthMessageResponse),
    ),
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
