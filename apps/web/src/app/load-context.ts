import type { StorefrontLoadContext } from '@shop/contract';

// The load context the server hands every loader (see the contract's StorefrontLoadContext).
declare module 'react-router' {
  // Declaration merging needs an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}

export {};
