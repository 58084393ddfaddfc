import { createElement, lazy, type ComponentType } from 'react';
import { serverScope } from './server-scope.ts';

/**
 * React.lazy for a part a page the server draws may show, named by its module (its path under
 * apps/web, as Vite's build manifest keys it). A server render notes the parts it drew, so the page can
 * name their code for the browser to fetch as it starts, rather than Vite's loader adding the module
 * preloads one batch at a time while the page is taken over.
 */
export function lazyPart<P extends object>(module: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  function Part(props: P) {
    serverScope()?.drawnModules?.add(module);
    return createElement(Lazy, props);
  }
  Part.displayName = `Lazy(${module})`;
  return Part;
}
