import { UserSelection } from '@shop/contract';
import { z } from 'zod';

const SelectionList = z.array(UserSelection).length(1);

/** A cookie we cannot read is treated as no choice (the modal asks again) rather than breaking a page. */
export function parseSelection(raw: string): UserSelection | null {
  try {
    const parsed = SelectionList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data[0]! : null;
  } catch {
    return null;
  }
}
