import type { LineAddOns } from '@shop/contract';

/*
 * ADD TO CART's form as it is posted: the fields' names, and the form's state read back from them.
 * The page's script keeps the same state itself; a form posted before (or without) the scripts
 * carries it in these fields to the product page's action (add-to-bag.server.ts).
 */

/** Where the product page's answer to a posted form opens: at the form, with what it says. */
export const PURCHASE_ANCHOR = 'purchase';

/** The `name` of each of the form's fields. */
export const ADD_FIELDS = {
  feature: 'feature',
  quantity: 'quantity',
  message: 'message',
  candles: 'candles',
  knife: 'knife',
  cardOn: 'cardOn',
  card: 'card',
} as const;

/** What the shopper has typed or ticked; the form turns it into the line's add-ons. */
export interface AddOnsDraft {
  message: string;
  candles: string;
  knife: boolean;
  cardOn: boolean;
  card: string;
}

export const EMPTY_ADD_ONS: AddOnsDraft = { message: '', candles: '', knife: false, cardOn: false, card: '' };

/** The draft as the API's add-ons: only what was chosen. */
export function draftToAddOns(d: AddOnsDraft): LineAddOns {
  const candles = Number.parseInt(d.candles, 10);
  return {
    ...(d.message.trim() ? { message: d.message.trim() } : {}),
    ...(candles > 0 ? { candles } : {}),
    ...(d.knife ? { knife: true as const } : {}),
    ...(d.cardOn ? { card: d.card.trim() } : {}),
  };
}

/** The form's state as posted: the option chosen (null for none), the quantity's text and the add-ons. */
export interface PostedAdd {
  feature: string | null;
  quantity: string;
  draft: AddOnsDraft;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A posted form as the form's own state: a ticked box is posted (as "on") and an unticked one is not. */
export function readPostedAdd(form: FormData): PostedAdd {
  const feature = form.get(ADD_FIELDS.feature);
  return {
    feature: typeof feature === 'string' ? feature : null,
    quantity: text(form, ADD_FIELDS.quantity),
    draft: {
      message: text(form, ADD_FIELDS.message),
      candles: text(form, ADD_FIELDS.candles),
      knife: form.has(ADD_FIELDS.knife),
      cardOn: form.has(ADD_FIELDS.cardOn),
      card: text(form, ADD_FIELDS.card),
    },
  };
}

/**
 * The action's answer to an add it refused: nothing was written, and the form comes back as posted
 * with the reason, in the page's language (`missingOption` is the form's own message under the
 * options).
 */
export interface AddRefused {
  ok: false;
  posted: PostedAdd;
  missingOption?: true;
  message?: string;
}

/** The line an add put in the bag, as the confirmation after the add shows it. */
export interface AddedLine {
  feature: string;
  quantity: number;
  addOns?: LineAddOns;
}
