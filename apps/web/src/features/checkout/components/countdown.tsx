import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function left(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

/** A live countdown to the 2-hour deadline (the cancellation itself happens on the server). */
export function Countdown({ deadline, onElapsed }: { deadline: number; onElapsed?: () => void }) {
  const { t } = useTranslation('checkout');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = deadline - now;
  useEffect(() => {
    if (remaining <= 0) onElapsed?.();
  }, [remaining <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (remaining <= 0) {
    return <p className="font-semibold text-red-800">{t('countdown.the2HourPaymentWindow')}</p>;
  }
  return (
    <p className="text-cocoa-900">
      {t('countdown.timeLeftToPay')}{' '}
      {/* The server's second is not the browser's: hydration keeps the browser's without an error. */}
      <span
        className="font-mono text-lg font-semibold tabular-nums"
        aria-live="off"
        data-testid="countdown"
        suppressHydrationWarning
      >
        {left(remaining)}
      </span>
      <span className="text-cocoa-700 block text-xs">{t('countdown.unpaidOrdersAreCancelledAutomatically')}</span>
    </p>
  );
}
