import type { ActionFunctionArgs } from 'react-router';
import { logoutAction } from '../auth-actions.server.ts';

/** The header's Logout form posts here, with or without the page's scripts (see auth-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return logoutAction(request, context.api);
}
