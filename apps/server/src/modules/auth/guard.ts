import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@shop/contract';
import { AppError } from '../../lib/errors.ts';
import { findSessionUser, SESSION_DAYS, type SessionUser } from './sessions.ts';

export const SESSION_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a logged-in customer (token header or session cookie), else 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: staff or admin, else 401/403. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The `token` header or the httpOnly cookie; cookie-authenticated writes must come from our origin. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest, staff = false): Promise<SessionUser> => {
    const header = request.headers.token;
    const fromHeader = typeof header === 'string' && header.length > 0 ? header : null;
    const token = fromHeader ?? request.cookies[SESSION_COOKIE] ?? null;
    if (!token) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    if (!fromHeader && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, app.config.publicUrl)) {
      throw new AppError('FORBIDDEN', 'This request did not come from the shop’s own pages.');
    }
    // The Lax cookie rides along on a top-level GET from any site: a link a staff member clicks must
    // not make the back office do its costly reads. Its own pages fetch same-origin (and send the token).
    if (!fromHeader && staff && SAFE_METHODS.has(request.method) && isCrossSiteRead(request, app.config.publicUrl)) {
      throw new AppError('FORBIDDEN', 'Open the back office from the shop’s own pages.');
    }
    const user = await findSessionUser(app.db, token);
    if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
    request.user = user;
    return user;
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const user = await authenticate(request, true);
    if (!(STAFF_ROLES as readonly string[]).includes(user.role)) {
      throw new AppError('FORBIDDEN', 'This area is for shop staff only.');
    }
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * A read the browser says another site started: `Sec-Fetch-Site` other than `same-origin` or `none`
 * (typed or bookmarked), or an `Origin` that is not ours. Browsers too old for Fetch Metadata send
 * neither on a navigation, so they pass; the token header stays the back office's own way in.
 */
function isCrossSiteRead(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  return request.headers.origin !== undefined && !isSameOrigin(request, publicUrl);
}

/**
 * The whole origin (scheme, host and port) of the page that sent the write: PUBLIC_URL's when it is
 * set (the Host header is the client's to choose, so it never decides then), else the request's own.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const sent = request.headers.origin ?? request.headers.referer;
  if (!sent) return false;
  let origin: string;
  try {
    origin = new URL(sent).origin;
  } catch {
    return false;
  }
  if (publicUrl) return origin === new URL(publicUrl).origin;
  return origin === `${request.protocol}://${request.headers.host ?? ''}`;
}
