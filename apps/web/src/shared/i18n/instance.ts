import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { LANGS, type Lang } from './lang.ts';

/** Namespaces every page's layout reads: they travel with the page's HTML. */
export const BASE_NAMESPACES = ['common', 'service', 'errors'] as const;

type Loader = (lang: Lang, ns: string) => Promise<ResourceLanguage[string]>;

let resources: Resource = {};
let loader: Loader | null = null;
const instances = new Map<Lang, i18n>();

/** The server's catalogues: all of them, read when the server starts. */
export function setAllResources(all: Resource): void {
  resources = all;
}

/** The browser's: the page's own namespaces from its HTML, the rest loaded per route on demand. */
export function setInlineResources(inline: Resource, load: Loader): void {
  resources = inline;
  loader = load;
}

/**
 * One i18next instance per language. Its language never changes (a page's language is its path's),
 * so the server shares it between requests and the browser keeps one for each language shown.
 */
export function getI18n(lang: Lang): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  const load = loader;
  if (load) {
    instance.use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, done: (error: unknown, data?: ResourceLanguage[string]) => void) {
        load(lng as Lang, ns).then(
          (data) => done(null, data),
          (error: unknown) => done(error),
        );
      },
    });
  }
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: [...BASE_NAMESPACES],
    defaultNS: 'common',
    resources: resources[lang] ? { [lang]: resources[lang] } : {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  instances.set(lang, instance);
  return instance;
}

/** The namespaces of `lang` the instance holds, to write into the page for the browser. */
export function loadedResources(lang: Lang, namespaces: readonly string[]): Resource {
  const instance = getI18n(lang);
  const bundle: Record<string, ResourceLanguage[string]> = {};
  for (const ns of namespaces) {
    const data = instance.getResourceBundle(lang, ns) as ResourceLanguage[string] | undefined;
    if (data) bundle[ns] = data;
  }
  return { [lang]: bundle };
}
