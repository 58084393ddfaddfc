/** One look for every account input: 44 px tall (tap target), clear focus ring, AA-contrast border. */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-cocoa-900/30 bg-white px-3 text-base text-cocoa-900 placeholder:text-cocoa-500 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-60';
