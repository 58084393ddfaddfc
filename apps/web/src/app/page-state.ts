/**
 * The id of the `<script type="application/json">` in a server-rendered page that carries the data
 * its markup was rendered from (the query cache, dehydrated), so the browser's first render has the
 * same data and takes the markup over instead of redrawing it.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** JSON inside a script element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
