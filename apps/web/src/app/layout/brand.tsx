import { Link } from '../../shared/i18n/react.tsx';
import { useSettings } from '../../shared/settings.ts';
import { useTranslation } from 'react-i18next';

export function Brand({ className = '' }: { className?: string }) {
  const { shopName } = useSettings();
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      className={`font-display text-cocoa-900 text-2xl font-semibold tracking-tight ${className}`}
      aria-label={t('layout.brandHome', { shopName })}
    >
      {shopName}
    </Link>
  );
}
