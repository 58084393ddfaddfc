import {
  AddressesResponse,
  AuthMessageResponse,
  AuthOkResponse,
  AuthTokenResponse,
  CaptchaConfigResponse,
  ChangePasswordBody,
  LoginBody,
  ProfileResponse,
  RegisterBody,
  ResetPasswordBody,
  SendRegisterOtpBody,
  SendResetOtpBody,
  UpdateAddressBody,
  AddressIdParam,
  SavedAddressesQuery,
  SavedAddressesResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
  VerifyOtpBody,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha } from '../../adapters/captcha.ts';
import { addressParts } from '../../adapters/geocoder/address-parts.ts';
import { clearSessionCookie, setSessionCookie } from './guard.ts';
import { langOfRequest } from '../../lib/mail-text/index.ts';
import { dbRateLimiter } from '../../lib/rate-limit.ts';
import * as profile from './profile.ts';
import { authService } from './service.ts';
import { revokeSession, type SessionUser } from './sessions.ts';

/** The account calls `/api/user/*`, plus the profile page's calls. */
/** `orders`: what the profile and address book read of the shopper's orders (from the order module). */
export const authRoutes: FastifyPluginAsyncZod<{ orders: profile.OrderFacts }> = async (app, { orders }) => {
  const captcha = createCaptcha(app.config.captcha);
  const service = authService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    captcha,
    limiter: dbRateLimiter(app.db, app.config.now),
    log: app.log,
  });
  const secureCookie = app.config.env === 'production';
  const withCookie = <T extends { token: string }>(reply: FastifyReply, answer: T): T => {
    setSessionCookie(reply, answer.token, secureCookie);
    return answer;
  };
  const userOf = (request: FastifyRequest): SessionUser => {
    // requireUser ran as preHandler, so a user is always there.
    return request.user!;
  };
  const auth = { preHandler: app.requireUser };
  const langOf = (request: FastifyRequest) => langOfRequest(request.headers['accept-language']);

  app.get('/api/user/captcha', { schema: { response: { 200: CaptchaConfigResponse } } }, async () => ({
    success: true as const,
    siteKey: captcha.siteKey,
  }));

  app.post(
    '/api/user/sendRegisterOtp',
    { schema: { body: SendRegisterOtpBody, response: { 200: AuthMessageResponse } } },
    async (request) =>
      service.sendRegisterOtp(request.body.email, request.body.recaptchaToken, request.ip, langOf(request)),
  );

  app.post(
    '/api/user/verifyRegisterOtp',
    { schema: { body: VerifyOtpBody, response: { 200: AuthMessageResponse } } },
    async (request) => service.verifyRegisterOtp(request.body.email, request.body.otp, request.ip),
  );

  app.post(
    '/api/user/register',
    { schema: { body: RegisterBody, response: { 200: AuthTokenResponse } } },
    async (request, reply) => withCookie(reply, await service.register(request.body, langOf(request))),
  );

  app.post(
    '/api/user/login',
    { schema: { body: LoginBody, response: { 200: AuthTokenResponse } } },
    async (request, reply) =>
      withCookie(reply, await service.login(request.body.email, request.body.password, request.ip, langOf(request))),
  );

  app.get('/api/user/verifyToken', { ...auth, schema: { response: { 200: AuthOkResponse } } }, async () => ({
    success: true as const,
  }));

  app.post('/api/user/logout', { ...auth, schema: { response: { 200: AuthOkResponse } } }, async (request, reply) => {
    await revokeSession(app.db, userOf(request).sessionId);
    clearSessionCookie(reply);
    return { success: true as const };
  });

  app.post(
    '/api/user/send-reset-otp',
    { schema: { body: SendResetOtpBody, response: { 200: AuthMessageResponse } } },
    async (request) => service.sendResetOtp(request.body.email, request.ip, langOf(request)),
  );

  app.post(
    '/api/user/verify-reset-otp',
    { schema: { body: VerifyOtpBody, response: { 200: AuthMessageResponse } } },
    async (request) => service.verifyResetOtp(request.body.email, request.body.otp, request.ip),
  );

  app.post(
    '/api/user/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: AuthMessageResponse } } },
    async (request, reply) => {
      const answer = await service.resetPassword(
        request.body.email,
        request.body.otp,
        request.body.newPassword,
        request.ip,
      );
      // Every session of the account ended, the one in this browser's cookie too.
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.post(
    '/api/user/change-password',
    { ...auth, schema: { body: ChangePasswordBody, response: { 200: AuthMessageResponse } } },
    async (request) =>
      service.changePassword(userOf(request), request.body.currentPassword, request.body.newPassword, request.ip),
  );

  app.get('/api/user/profile', { ...auth, schema: { response: { 200: ProfileResponse } } }, async (request) =>
    profile.getProfile(app.db, orders, userOf(request).id),
  );

  app.post(
    '/api/user/profile',
    { ...auth, schema: { body: UpdateProfileBody, response: { 200: UpdateProfileResponse } } },
    async (request) => profile.updateName(app.db, userOf(request).id, request.body.name),
  );

  app.get(
    '/api/user/addresses',
    { ...auth, schema: { querystring: SavedAddressesQuery, response: { 200: SavedAddressesResponse } } },
    async (request) => {
      const area = addressParts(request.query.area);
      return {
        success: true as const,
        area,
        addresses: await profile.addressesForArea(app.db, orders, userOf(request).id, area),
      };
    },
  );

  app.delete(
    '/api/user/addresses/:id',
    { ...auth, schema: { params: AddressIdParam, response: { 200: AddressesResponse } } },
    async (request) => ({
      success: true as const,
      message: 'Address deleted.',
      addresses: await profile.deleteAddress(app.db, orders, userOf(request).id, request.params.id, app.config.now()),
    }),
  );

  app.post(
    '/api/user/address',
    { ...auth, schema: { body: UpdateAddressBody, response: { 200: AddressesResponse } } },
    async (request) => ({
      success: true as const,
      message: 'Address saved.',
      addresses: await profile.updateAddress(
        app.db,
        orders,
        userOf(request).id,
        request.body.id,
        request.body.address,
        app.config.now(),
      ),
    }),
  );
};
