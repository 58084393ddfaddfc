import type { FieldErrors, WriteFailure, WriteSuccess } from '../../shared/write-result.ts';

/** What an account form's action answers (see auth-actions.server.ts). */
type Outcome = WriteSuccess | WriteFailure | FieldErrors;

/** Login; a refused form keeps its email for the page drawn again without scripts. */
export type LoginResult = Outcome & { email?: string };

/** One of sign-up's steps, with the email it was for (the next step's hidden field without scripts). */
export type RegisterResult = Outcome & { intent: 'send-code' | 'verify' | 'register'; email: string };

/** One of reset's steps, with the email and code the next step sends again. */
export type ResetResult = Outcome & { intent: 'send' | 'verify' | 'reset'; email: string; otp?: string };
