import {
  AuthMessageResponse,
  AuthOkResponse,
  AuthTokenResponse,
  CaptchaConfigResponse,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SendRegisterOtpBody,
  type VerifyOtpBody,
} from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

/** `/api/user/*`: the calls of the account screens. */
export const authCalls = {
  login: (body: LoginBody) => api.post('/api/user/login', body, AuthTokenResponse),
  sendRegisterOtp: (body: SendRegisterOtpBody) => api.post('/api/user/sendRegisterOtp', body, AuthMessageResponse),
  verifyRegisterOtp: (body: VerifyOtpBody) => api.post('/api/user/verifyRegisterOtp', body, AuthMessageResponse),
  register: (body: RegisterBody) => api.post('/api/user/register', body, AuthTokenResponse),
  sendResetOtp: (email: string) => api.post('/api/user/send-reset-otp', { email }, AuthMessageResponse),
  verifyResetOtp: (body: VerifyOtpBody) => api.post('/api/user/verify-reset-otp', body, AuthMessageResponse),
  resetPassword: (body: ResetPasswordBody) => api.post('/api/user/reset-password', body, AuthMessageResponse),
  logout: () => api.post('/api/user/logout', {}, AuthOkResponse),
  /** With an explicit token: right after login it is not stored yet. */
  verifyToken: (token?: string) =>
    api.get('/api/user/verifyToken', AuthOkResponse, token ? { headers: { token } } : undefined),
};

export const captchaConfigQuery = queryOptions({
  queryKey: ['captcha-config'],
  queryFn: () => api.get('/api/user/captcha', CaptchaConfigResponse),
  staleTime: Infinity,
});
