import { z } from 'zod';
import { Email } from './common.ts';

export const SubscribeBody = z.object({ email: Email }).strict();
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const SubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
