// @vitest-environment node
import { redirect, type ClientActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientAction } from './logout.ts';

/** The client action's arguments around `serverAction`, for a request the page may have abandoned. */
function args(serverAction: () => Promise<unknown>, abandoned = false) {
  const controller = new AbortController();
  if (abandoned) controller.abort();
  const request = new Request('http://shop.test/logout', { method: 'POST', signal: controller.signal });
  return { request, serverAction } as unknown as ClientActionFunctionArgs;
}

describe('logout clientAction', () => {
  it("hands on the server's answer", async () => {
    expect(await clientAction(args(() => Promise.resolve({ loggedOut: true })))).toEqual({ loggedOut: true });
  });

  it('answers a request that did not get through with a failure, and a status that skips revalidation', async () => {
    const result = await clientAction(args(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(result).toMatchObject({ data: { failed: true }, init: { status: 503 } });
  });

  it('lets a redirect, and a request the page abandoned, go on to the framework', async () => {
    const moved = redirect('/login');
    await expect(clientAction(args(() => Promise.reject(moved)))).rejects.toBe(moved);
    const aborted = new DOMException('aborted', 'AbortError');
    await expect(clientAction(args(() => Promise.reject(aborted), true))).rejects.toBe(aborted);
  });
});
