import type { FieldErrors, WriteFailure, WriteSuccess } from '../../shared/write-result.ts';

/** The profile's forms, by the `intent` each posts. */
export type ProfileIntent = 'name' | 'address' | 'delete-address' | 'password';

/**
 * What the profile's action answers: the form it was for (and the address, with what was typed when
 * its fields were refused), and the API's answer.
 */
export type ProfileResult = (WriteSuccess | WriteFailure | FieldErrors) & {
  intent: ProfileIntent;
  id?: string;
  values?: Record<string, string>;
};

/** The address fields the profile's form posts, by name (the contract's ProfileAddressFields). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zipcode',
  'city',
  'state',
  'country',
] as const;

/** The password form's message when a field is empty (checked before the API is asked). */
export const PASSWORDS_NEEDED = 'Enter your current and your new password.';
