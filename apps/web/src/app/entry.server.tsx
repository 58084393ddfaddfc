import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './nonce.ts';
import { allCatalogues } from '../shared/i18n/catalogues.ts';
import { setAllResources } from '../shared/i18n/instance.ts';

// Every catalogue, read once: a page in any language renders without waiting for its messages.
setAllResources(allCatalogues());

/** How long a render may wait for the code of lazily loaded parts before it is cut short. */
export const streamTimeout = 5_000;

/**
 * Renders a page for the server. The whole page is sent once every part of it is ready, rather than
 * its shell first: the parts loaded on demand (footer, service bar) then arrive in place instead of
 * being moved in by inline scripts, so the first paint is the final layout.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A part that is ready is written in its place, never sent after the page to be moved in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          ready = true;
          const body = new PassThrough().on('close', () => clearTimeout(cutShort));
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the page was ready reject the render and are logged by React Router.
          if (ready) console.error(error);
        },
      },
    );
    const cutShort = setTimeout(abort, streamTimeout + 1000);
  });
}
