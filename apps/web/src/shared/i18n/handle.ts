/**
 * A route's `handle.i18n`: the catalogue namespaces its screen reads beyond the layout's
 * (`BASE_NAMESPACES`). The server writes them into the page, so the screen hydrates without waiting.
 */
export interface I18nHandle {
  i18n?: readonly string[];
}
