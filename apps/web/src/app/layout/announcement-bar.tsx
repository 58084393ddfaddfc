import { Megaphone } from 'lucide-react';
import { useSettings } from '../../shared/settings.ts';

/** Shop-wide announcements from settings; hidden when there is none (one of the two bars under the header: docs/decisions.md). */
export function AnnouncementBar() {
  const { announcement } = useSettings();
  if (!announcement) return null;
  return (
    <div className="bg-wheat-300 text-cocoa-900 px-4 py-2 text-center text-sm" role="status">
      <Megaphone aria-hidden="true" className="mr-2 inline size-4" />
      {announcement}
    </div>
  );
}
