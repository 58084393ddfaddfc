import { Megaphone } from 'lucide-react';
import { useSettings } from '../../shared/settings.ts';
import { useLang } from '../../shared/i18n/react.tsx';

/** Shop-wide announcements from settings; hidden when there is none (one of the two bars under the header: docs/decisions.md). */
export function AnnouncementBar() {
  const settings = useSettings();
  // A Malay page shows the Malay announcement staff gave; without one, the English.
  const announcement = (useLang() === 'ms' && settings.announcementMs) || settings.announcement;
  if (!announcement) return null;
  return (
    <div className="bg-wheat-300 text-cocoa-900 px-4 py-2 text-center text-sm" role="status">
      <Megaphone aria-hidden="true" className="mr-2 inline size-4" />
      {announcement}
    </div>
  );
}
