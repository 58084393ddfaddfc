import { data, type ShouldRevalidateFunctionArgs } from 'react-router';

/** A page's subject (a product, a story) that does not exist: the loader answers 404. */
export function found<T>(answer: T | null): T {
  // i18n-ignore: the response's status text; the error boundary shows the catalogue's not-found screen
  if (answer === null) throw data('Not found', { status: 404 });
  return answer;
}

/**
 * For a page whose search params only choose what its own queries ask the API (a filter, a page of
 * news): moving within it leaves the loader alone, and the page's query keeps the old answer on
 * screen until the new one is there.
 */
export const revalidateOnNewPath = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
