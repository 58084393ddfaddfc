import { z } from 'zod';

/**
 * Characters a reader cannot see: spaces of every kind, the zero-width ones (U+200B-U+200D, U+2060,
 * U+FEFF) and the other default-ignorable code points (fillers, variation selectors, bidi marks), and
 * the blank braille cell. `trim()` takes away only the spaces, so a name of zero-width spaces would
 * otherwise pass as given and show as nothing.
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]+$/u;

/** Whether `text` has characters but none that shows. The empty text is not: it is simply missing. */
export const isInvisibleOnly = (text: string): boolean => INVISIBLE_ONLY.test(text);

export const invisibleOnlyMessage = (label: string) =>
  `${label} has only invisible characters (such as zero-width spaces). Please type it again.`;

export interface RequiredTextMessages {
  /** When the text is missing or blank; `<label> is required.` unless given. */
  required?: string;
  /** When it is longer than `max`; `<label> can be at most <max> characters.` unless given. */
  tooLong?: string;
}

/**
 * A text a person must give (a name, a street, a title): trimmed, refused when blank or made of
 * invisible characters only, and at most `max` characters. Every field of a request that names or
 * describes something is built on this, so each refuses an invisible name in the same words.
 */
export const requiredText = (label: string, max: number, messages: RequiredTextMessages = {}) => {
  const required = messages.required ?? `${label} is required.`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tooLong ?? `${label} can be at most ${max} characters.`)
    .refine((text) => !isInvisibleOnly(text), invisibleOnlyMessage(label));
};

/** A text staff may clear: trimmed, empty becomes null, and one of invisible characters only is refused. */
const clearable = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((text) => !isInvisibleOnly(text), invisibleOnlyMessage(label))
    .nullable();

/** A text that must be sent, as text or null: empty or null clears it. */
export const clearableText = (label: string, max: number) => clearable(label, max).transform((t) => t || null);

/**
 * A text staff may leave out: a Malay text beside an English one, or an outlet's notes. Empty or null
 * clears it (for a Malay text, the English then shows on the Malay pages); absent leaves it as it was,
 * so a client that does not know the field never erases it.
 */
export const optionalText = (label: string, max: number) =>
  clearable(label, max)
    .optional()
    .transform((t) => (t === undefined ? undefined : t || null));
