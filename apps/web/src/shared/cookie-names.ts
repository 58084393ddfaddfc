/** The service choice: a list with one item, 1 day, path /. */
export const USER_SELECTION_COOKIE = 'userSelection';
/** The guest cart, as JSON, 1 day, path /. */
export const GUEST_CART_COOKIE = 'guestCartData';
/** The guest cart's customised lines (a cake with a message), as a JSON list, 1 day, path /. */
export const GUEST_CART_LINES_COOKIE = 'guestCartLines';
