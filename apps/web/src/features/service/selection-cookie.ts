import { UserSelection } from '@shop/contract';
import { z } from 'zod';
import { provideCookieParser } from '../../shared/parsed-cookie.ts';
import { USER_SELECTION_COOKIE } from './selection.ts';

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

provideCookieParser(USER_SELECTION_COOKIE, parseSelection);
