import { data, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { logoutAction } from '../auth-actions.server.ts';

/** The header's Logout form posts here, with or without the page's scripts (see auth-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return logoutAction(request, context.api);
}

/** What the script's logout answers when its request did not get through. */
export interface LogoutFailed {
  failed: true;
}

/**
 * With the page's scripts, the fetcher's POST goes through here. A request that never reached the
 * shop (offline, the connection cut) would otherwise show the route's error screen; the session may
 * still be live, so the shopper stays on the page, signed in, and is told to try again (useLogout).
 * A status of 503 keeps React Router from reading the page's data again over the same broken line. A
 * redirect, or a request the page itself abandoned, goes on as the framework handles it.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response || request.signal.aborted) throw error;
    return data<LogoutFailed>({ failed: true }, { status: 503 });
  }
}
