import { useEffect } from 'react';
import { useSettings } from './settings.ts';

/** Every screen names itself in the tab and in search results. */
export function useDocumentTitle(title: string | null, description?: string): void {
  const { shopName } = useSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : `${shopName} — bakery and apparel`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, shopName]);
}
