import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once the screen it is rendered in has hydrated and
 * answers taps: the server's markup shows before that. Browser tests wait for it.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** A route whose screen hydrates in a part of its own says so in its `handle`, and renders the mark there. */
export interface HydrationHandle {
  marksHydration?: boolean;
}
