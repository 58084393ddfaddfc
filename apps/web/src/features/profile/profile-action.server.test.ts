// @vitest-environment node
import type { ApiAnswer, ApiOptions } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { profileAction } from './profile-action.server.ts';

const ID = 'f'.repeat(64);
const ADDRESS = {
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'mei@example.com',
  phone: '0124567890',
  street: '21 Lebuh Armenian',
  zipcode: '10200',
  city: 'George Town',
  state: 'Penang',
  country: 'Malaysia',
};

function fakeApi(answer: ApiAnswer = { status: 200, body: { success: true, message: 'Saved.' }, setCookie: [] }) {
  const calls: { path: string; body: unknown; options: ApiOptions | undefined }[] = [];
  const api = (path: string, body: unknown, options?: ApiOptions) => {
    calls.push({ path, body, options });
    return Promise.resolve(answer);
  };
  return { api, calls };
}

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/my-profile', { method: 'POST', body: new URLSearchParams(fields) });

describe('profileAction', () => {
  it('saves the name', async () => {
    const { api, calls } = fakeApi();
    const result = await profileAction(post({ intent: 'name', name: '  Mei Ling Tan ' }), api);
    expect(calls).toEqual([{ path: '/api/user/profile', body: { name: 'Mei Ling Tan' }, options: undefined }]);
    expect(result).toEqual({ intent: 'name', ok: true, message: 'Saved.' });
  });

  it('saves an address by its id, with the fields the form posts', async () => {
    const { api, calls } = fakeApi();
    const result = await profileAction(post({ intent: 'address', id: ID, ...ADDRESS }), api);
    expect(calls[0]).toEqual({ path: '/api/user/address', body: { id: ID, address: ADDRESS }, options: undefined });
    expect(result).toMatchObject({ intent: 'address', id: ID, ok: true });
  });

  it("marks an address's refused fields by name without asking the API", async () => {
    const { api, calls } = fakeApi();
    const result = await profileAction(post({ intent: 'address', id: ID, ...ADDRESS, zipcode: '12' }), api);
    expect(result).toMatchObject({ intent: 'address', id: ID, fieldErrors: { zipcode: 'Postcode must be 5 digits.' } });
    expect(calls).toEqual([]);
  });

  it('deletes an address with DELETE, as the API specifies', async () => {
    const { api, calls } = fakeApi();
    await profileAction(post({ intent: 'delete-address', id: ID }), api);
    expect(calls[0]).toEqual({ path: `/api/user/addresses/${ID}`, body: undefined, options: { method: 'DELETE' } });
  });

  it("changes the password, and hands back the API's refusal", async () => {
    const refused = {
      status: 400,
      body: { success: false, message: 'Incorrect current password.', code: 'INVALID_INPUT' },
      setCookie: [],
    };
    const { api, calls } = fakeApi(refused);
    const result = await profileAction(post({ intent: 'password', currentPassword: 'a', newPassword: 'b' }), api);
    expect(calls[0]?.path).toBe('/api/user/change-password');
    expect(result).toMatchObject({
      intent: 'password',
      ok: false,
      status: 400,
      message: 'Incorrect current password.',
    });
  });
});
