import type { Resource } from 'i18next';

/** Every catalogue of every language, read once (the server, and tests that render without a page). */
export function allCatalogues(): Resource {
  const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
  const resources: Resource = {};
  for (const [file, messages] of Object.entries(files)) {
    const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
    (resources[lang!] ??= {})[ns!] = messages;
  }
  return resources;
}
