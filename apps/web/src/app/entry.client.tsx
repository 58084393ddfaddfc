import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Resource } from 'i18next';
import { setInlineResources } from '../shared/i18n/instance.ts';

// Each catalogue a file of its own, loaded with the first screen that reads it.
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
const inline = document.getElementById('i18n-resources')?.textContent;
setInlineResources(inline ? (JSON.parse(inline) as Resource) : {}, async (lang, ns) => {
  const load = catalogues[`../locales/${lang}/${ns}.json`];
  // i18n-ignore: a build without a catalogue, for developers
  if (!load) throw new Error(`No messages for ${lang}/${ns}`);
  return load();
});

// As a transition the hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page, so a tap or a paint never waits behind it on a slow phone.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
