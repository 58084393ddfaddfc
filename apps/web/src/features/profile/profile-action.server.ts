import { PersonName, ProfileAddressFields, type StorefrontLoadContext } from '@shop/contract';
import { fieldErrorsOf, textOf, writeResult } from '../../shared/write-result.ts';
import { ADDRESS_FIELDS, PASSWORDS_NEEDED, type ProfileResult } from './profile-results.ts';

type Api = StorefrontLoadContext['api'];

/**
 * The profile page's forms, by `intent`: its name, an address's edit or deletion, the password. Each
 * posts natively before the page's scripts run and through a fetcher after; the fields are checked as
 * the form checks them as typed, then sent to the API as the browser would send them.
 */
export async function profileAction(request: Request, api: Api): Promise<ProfileResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  if (intent === 'name') {
    const name = PersonName.safeParse(textOf(form, 'name'));
    if (!name.success) return { intent, ...fieldErrorsOf(name.error.issues.map((i) => ({ ...i, path: ['name'] }))) };
    return { intent, ...writeResult(await api('/api/user/profile', { name: name.data })) };
  }
  if (intent === 'address') {
    const values = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, textOf(form, k)]));
    const address = ProfileAddressFields.safeParse(values);
    // The form comes back as typed, with each refused field's message.
    if (!address.success) return { intent, id, values, ...fieldErrorsOf(address.error.issues) };
    return { intent, id, ...writeResult(await api('/api/user/address', { id, address: address.data })) };
  }
  if (intent === 'delete-address') {
    const answer = await api(`/api/user/addresses/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' });
    return { intent, id, ...writeResult(answer) };
  }
  const body = { currentPassword: textOf(form, 'currentPassword'), newPassword: textOf(form, 'newPassword') };
  // The form's own message for an empty field; the API words every other refusal.
  if (!body.currentPassword || !body.newPassword)
    return { intent: 'password', ...fieldErrorsOf([{ path: ['form'], message: PASSWORDS_NEEDED }]) };
  return { intent: 'password', ...writeResult(await api('/api/user/change-password', body)) };
}
