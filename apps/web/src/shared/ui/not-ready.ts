/**
 * A control before the page has hydrated that needs the page's script (there is no native way for it to
 * work) is disabled until the page has hydrated (`useHydrated`): a tap then is visibly refused
 * rather than silently lost. Faded, with a waiting cursor, so it reads as "not ready yet" rather than
 * "not allowed".
 */
export const NOT_READY = 'disabled:cursor-wait disabled:opacity-50';

/** The same look for a label around a control that waits (a checkbox and its text). */
export const NOT_READY_LABEL = 'has-[:disabled]:cursor-wait has-[:disabled]:opacity-50';
