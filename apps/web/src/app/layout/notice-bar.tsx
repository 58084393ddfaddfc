import { useEffect, useState } from 'react';
import { useSettings } from '../../shared/settings.ts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../shared/i18n/react.tsx';

// Two messages, autoplay 5000 ms, 2000 ms transition.
const AUTOPLAY_MS = 5000;

export function NoticeBar() {
  const settings = useSettings();
  // A Malay page shows the Malay messages staff gave; without any, the English ones.
  const noticeMessages =
    useLang() === 'ms' && settings.noticeMessagesMs.length > 0 ? settings.noticeMessagesMs : settings.noticeMessages;
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (noticeMessages.length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % noticeMessages.length), AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [noticeMessages.length]);
  if (noticeMessages.length === 0) return <div className="bg-cocoa-900 h-9" />;
  // The other language may hold fewer messages than the one the index counted through.
  const shown = index % noticeMessages.length;
  return (
    <div
      className="bg-cocoa-900 text-cream relative h-9 overflow-hidden"
      role="region"
      aria-label={t('layout.notices')}
    >
      {noticeMessages.map((message, i) => (
        <p
          key={message}
          aria-hidden={i !== shown}
          // 2000 ms in all: the leaving message fades out first, then the next fades in, so they never
          // overlap. A shopper who asked for less motion gets the next message at once.
          className={`absolute inset-0 flex items-center justify-center px-4 text-center text-xs tracking-wide transition-opacity duration-1000 motion-reduce:transition-none sm:text-sm ${i === shown ? 'opacity-100 delay-1000' : 'opacity-0'}`}
        >
          {message}
        </p>
      ))}
    </div>
  );
}
