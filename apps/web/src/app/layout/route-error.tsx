import { isRouteErrorResponse, Link } from 'react-router';

/** The last line of defence: a screen with a way back instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-cocoa-700">Please reload the page. If it keeps happening, tell us what you were doing.</p>
      {message && <p className="mt-2 text-sm text-cocoa-500">{message}</p>}
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center rounded-full bg-cocoa-900 px-6 text-sm font-semibold text-cream">
        Back to home
      </Link>
    </div>
  );
}
