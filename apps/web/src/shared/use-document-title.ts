import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings.ts';

/** Every screen names itself in the tab and in search results. */
export function useDocumentTitle(title: string | null, description?: string): void {
  const { shopName } = useSettings();
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : t('meta.homeTitle', { shopName });
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, shopName, t]);
}
