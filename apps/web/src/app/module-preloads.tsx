import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import type { EntryContext } from 'react-router';

/** The modules the page hydrates with: the client entry's and each matched route's. */
export function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routes = staticHandlerContext.matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id];
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes])];
}

/**
 * Asks for the page's modules at low fetch priority, ahead of the framework's own preloads of the same
 * files (React writes these into the head first; the browser fetches each module once). At the default
 * high priority two dozen scripts shared a phone's connection with the style sheet, the fonts and the
 * lead image, and the first paint waited for them (see bench/README.md).
 */
export function ModulePreloads({ hrefs, nonce }: { hrefs: string[]; nonce: string }) {
  // react-dom 19.3 passes fetchPriority on; its published types do not list it yet.
  const options: PreloadModuleOptions & { fetchPriority: 'low' } = { as: 'script', nonce, fetchPriority: 'low' };
  for (const href of hrefs) preloadModule(href, options);
  return null;
}
