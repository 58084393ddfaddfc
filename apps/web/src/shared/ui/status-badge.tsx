import { useLang } from '../i18n/react.tsx';
import { translateMessage } from '../i18n/messages.ts';
/** Order status badges: yellow Order Placed, orange Payment Submitted, red Order Cancelled, green otherwise. */
export function statusTone(status: string): 'yellow' | 'orange' | 'red' | 'green' {
  if (status === 'Order Placed') return 'yellow';
  if (status === 'Payment Submitted') return 'orange';
  if (status === 'Order Cancelled') return 'red';
  return 'green';
}

const TONES = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  orange: 'bg-orange-100 text-orange-900 ring-orange-400',
  red: 'bg-red-100 text-red-800 ring-red-300',
  green: 'bg-green-100 text-green-900 ring-green-400',
} as const;

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  const lang = useLang();
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {translateMessage(status, undefined, lang)}
    </span>
  );
}
