import { Link } from 'react-router';
import { useSettings } from '../../shared/settings.ts';

export function Brand({ className = '' }: { className?: string }) {
  const { shopName } = useSettings();
  return (
    <Link to="/" className={`font-display text-2xl font-semibold tracking-tight text-cocoa-900 ${className}`} aria-label={`${shopName} home`}>
      {shopName}
    </Link>
  );
}
