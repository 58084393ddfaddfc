import { z } from 'zod';
import { requiredText } from './human-text.ts';
import { PhoneNumber } from './phone.ts';
import { Email } from './common.ts';
import { LIMITS } from './constants.ts';
import { AddressParts } from './geo.ts';

/** The texts the account screens show word for word. */
export const AUTH_MESSAGES = {
  tooManyOtp: 'Too many OTP requests. Try again later.',
  captchaFailed: 'reCAPTCHA verification failed. Try again.',
  sendOtpErrorPrefix: 'Error sending OTP: ',
  invalidOtp: 'That code is not right. Please try again.',
  enterValidEmail: 'Enter a valid email address.',
  loginFailed: 'Incorrect email or password.',
  resetSent: 'If an account exists for this email, we have sent it a 6-digit code.',
} as const;

/** A new sign-up or reset code is sent at most this often. */
export const CODE_RESEND_SECONDS = 60;

/** The server's answer to a code asked for again too soon; the sign-up screen counts it down. */
export const codeWaitMessage = (seconds: number) =>
  `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`;

/** The seconds left in a `codeWaitMessage`, or null for any other text. */
export function codeWaitSeconds(message: string): number | null {
  const match = /^Please wait (\d+) seconds? before asking for a new code\.$/.exec(message);
  return match ? Number(match[1]) : null;
}

/** The server's only password rule (the spec has no client-side strength rule). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NewPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Login accepts any non-empty password up to the maximum, so the rule above never leaks into login. */
const AnyPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, 'Incorrect email or password.');

export const AccountEmail = z.string({ error: AUTH_MESSAGES.enterValidEmail }).pipe(Email);

export const OtpCode = z
  .string({ error: 'Enter the 6-digit code.' })
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), `Enter the ${LIMITS.otpLength}-digit code.`);

export const PersonName = requiredText('Name', 80);

/** POST /api/user/sendRegisterOtp. The captcha token is our addition. */
export const SendRegisterOtpBody = z
  .object({ email: AccountEmail, recaptchaToken: z.string().max(4000).optional() })
  .strict();
export type SendRegisterOtpBody = z.input<typeof SendRegisterOtpBody>;

/** POST /api/user/verifyRegisterOtp and /api/user/verify-reset-otp. */
export const VerifyOtpBody = z.object({ email: AccountEmail, otp: OtpCode }).strict();
export type VerifyOtpBody = z.input<typeof VerifyOtpBody>;

/** POST /api/user/register: allowed only for an email whose code was verified. */
export const RegisterBody = z.object({ name: PersonName, password: NewPassword, email: AccountEmail }).strict();
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({ email: AccountEmail, password: AnyPassword }).strict();
export type LoginBody = z.input<typeof LoginBody>;

export const SendResetOtpBody = z.object({ email: AccountEmail }).strict();
export type SendResetOtpBody = z.input<typeof SendResetOtpBody>;

export const ResetPasswordBody = z.object({ email: AccountEmail, otp: OtpCode, newPassword: NewPassword }).strict();
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .object({ currentPassword: AnyPassword, newPassword: NewPassword })
  .strict()
  .refine((b) => b.currentPassword !== b.newPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const UpdateProfileBody = z.object({ name: PersonName }).strict();
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const AuthMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type AuthMessageResponse = z.infer<typeof AuthMessageResponse>;

/** Login and register: the token also arrives as an httpOnly cookie. */
export const AuthTokenResponse = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
export type AuthTokenResponse = z.infer<typeof AuthTokenResponse>;

/** GET /api/user/verifyToken and POST /api/user/logout answer `{ success }`. */
export const AuthOkResponse = z.object({ success: z.literal(true) });
export type AuthOkResponse = z.infer<typeof AuthOkResponse>;

/** GET /api/user/captcha: the reCAPTCHA v3 site key the register screen loads, or null when off. */
export const CaptchaConfigResponse = z.object({ success: z.literal(true), siteKey: z.string().nullable() });
export type CaptchaConfigResponse = z.infer<typeof CaptchaConfigResponse>;

const field = (label: string, max: number) => requiredText(label, max, { tooLong: `${label} is too long.` });

/** An address as the profile edits it: the same fields an order stores. */
export const ProfileAddressFields = z.object({
  firstName: field('First name', 60),
  lastName: field('Last name', 60),
  email: z.string().pipe(Email),
  phone: PhoneNumber,
  street: field('Street', 200),
  city: field('City', 80),
  state: field('State', 40),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Postcode must be 5 digits.'),
  country: field('Country', 60),
});
export type ProfileAddressFields = z.infer<typeof ProfileAddressFields>;

/** `id` names the order address this entry came from, so an edit replaces it rather than adding one. */
export const ProfileAddress = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});
export type ProfileAddress = z.infer<typeof ProfileAddress>;

const AddressId = z.string().regex(/^[0-9a-f]{64}$/, 'Unknown address.');

export const UpdateAddressBody = z.object({ id: AddressId, address: ProfileAddressFields }).strict();

/**
 * DELETE /api/user/addresses/:id: removes one of the account's addresses. Any id that is not one of
 * them, well formed or not, is the same 404.
 */
export const AddressIdParam = z.object({ id: z.string().max(100) }).strict();
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>;

export const RecentOrder = z.object({
  id: z.string(),
  date: z.number(),
  status: z.string(),
  amount: z.number(),
  itemCount: z.number().int(),
});
export type RecentOrder = z.infer<typeof RecentOrder>;

export const ProfileUser = z.object({ name: z.string(), email: z.string(), memberSince: z.number() });
export type ProfileUser = z.infer<typeof ProfileUser>;

/** GET /api/user/profile: the account, the addresses of past orders and the latest 3 orders. */
export const ProfileResponse = z.object({
  success: z.literal(true),
  user: ProfileUser,
  addresses: z.array(ProfileAddress),
  recentOrders: z.array(RecentOrder),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const UpdateProfileResponse = z.object({ success: z.literal(true), message: z.string(), user: ProfileUser });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const AddressesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  addresses: z.array(ProfileAddress),
});
export type AddressesResponse = z.infer<typeof AddressesResponse>;

/**
 * GET /api/user/addresses?area=…: the saved addresses a delivery to the area chosen in the service
 * choice can use (those in its state, as the fee follows the state), the same postcode first, then
 * the same town, then the newest. `area` is the line the service choice stored.
 */
export const SavedAddressesQuery = z
  .object({ area: z.string().trim().min(1, 'Choose a delivery area.').max(300, 'The delivery area is too long.') })
  .strict();
export type SavedAddressesQuery = z.infer<typeof SavedAddressesQuery>;
export const SavedAddressesResponse = z.object({
  success: z.literal(true),
  area: AddressParts,
  addresses: z.array(ProfileAddress),
});
export type SavedAddressesResponse = z.infer<typeof SavedAddressesResponse>;

/** Profile's Orders tab shows this many (issue 4). */
export const PROFILE_RECENT_ORDERS = 3;
