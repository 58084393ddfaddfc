import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs, only the selected one is in the tab order. Each tab is
 * also a GET form's button, so a page without scripts switches tabs too.
 */
export function ProfileTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? index + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-tab-${tab.key}`)}`)?.focus();
  };
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      {/* Before the page's scripts run, a tab asks for the page again with it (`?tab=`). */}
      <form method="get" className="contents">
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('profileTabs.profileSections')}
          aria-orientation="vertical"
          onKeyDown={onKey}
          className="grid grid-cols-2 gap-1 md:flex md:w-56 md:shrink-0 md:flex-col"
        >
          {tabs.map((t) => (
            <button
              key={t.key}
              id={`${baseId}-tab-${t.key}`}
              type="submit"
              name="tab"
              value={t.key}
              role="tab"
              aria-selected={t.key === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={t.key === selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onSelect(t.key);
              }}
              className={`flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors ${
                t.key === selected ? 'bg-cocoa-900 text-cream' : 'text-cocoa-900 hover:bg-cream-200'
              }`}
            >
              {t.icon}
              {t.label}
            </button>
          ))}
        </div>
      </form>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="border-cocoa-900/10 min-w-0 flex-1 rounded-2xl border bg-white/80 p-5 sm:p-7"
      >
        {children}
      </div>
    </div>
  );
}
