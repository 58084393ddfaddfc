import type { Facet } from '@shop/contract';
import { ChevronDown } from 'lucide-react';
import { formatCount } from '@shop/contract';
import { useId, useState } from 'react';
import { NOT_READY, NOT_READY_LABEL } from '../../../shared/ui/not-ready.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useTranslation } from 'react-i18next';

interface FilterGroup {
  title: string;
  facets: Facet[] | undefined;
  selected: string[];
  onToggle: (name: string) => void;
  /** The words shown for a choice, when they differ from its value and the facet brings no label. */
  label?: (name: string) => string;
  /** False for choices whose products are not counted (the food facts). */
  counted?: boolean;
}

/**
 * Category and type checkboxes; under 640 px the panel folds behind a FILTERS toggle. Each choice is
 * the script's work (it rewrites the address): before the page has hydrated, every control here waits
 * for it, since a box ticked before would be unticked by the script without a word.
 */
export function FiltersPanel({
  groups,
  activeCount,
  onClear,
  resultCount,
}: {
  groups: FilterGroup[];
  activeCount: number;
  onClear: () => void;
  /** The results the chosen filters find; a phone's open panel closes on "Show N results". */
  resultCount: number | undefined;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hydrated = useHydrated();
  return (
    <aside aria-label={t('filtersPanel.filters')} className="sm:w-56 sm:shrink-0">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="text-cocoa-900 flex min-h-11 items-center gap-2 text-lg font-semibold tracking-wide uppercase disabled:cursor-wait max-sm:disabled:opacity-50 sm:pointer-events-none"
          disabled={!hydrated}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('filtersPanel.filters')}
          {activeCount > 0 && (
            <span
              className="bg-accent text-cream rounded-full px-2 py-0.5 text-xs"
              aria-label={t('filtersPanel.active', { count: activeCount })}
            >
              {activeCount}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform sm:hidden ${open ? 'rotate-180' : ''}`}
          />
        </button>
        {activeCount > 0 && (
          <button
            type="button"
            onClick={onClear}
            disabled={!hydrated}
            className={`${NOT_READY} text-accent-700 min-h-11 px-2 text-sm underline underline-offset-4`}
          >
            {t('filtersPanel.clearAll')}
          </button>
        )}
      </div>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-2 space-y-4 sm:block`}>
        {groups.map((group) => (
          <FilterBox key={group.title} {...group} ready={hydrated} />
        ))}
        {/* On a phone the open panel pushes the results below the fold: this takes the shopper back to them. */}
        <button
          type="button"
          className="bg-cocoa-900 text-cream sticky bottom-2 min-h-11 w-full rounded-full px-4 text-sm font-semibold sm:hidden"
          onClick={() => setOpen(false)}
        >
          {resultCount === undefined
            ? t('filtersPanel.showResults')
            : t(resultCount === 1 ? 'filtersPanel.showOneResult' : 'filtersPanel.showNResults', {
                n: formatCount(resultCount),
              })}
        </button>
      </div>
    </aside>
  );
}

function FilterBox({
  title,
  facets,
  selected,
  onToggle,
  ready,
  label = (n) => n,
  counted = true,
}: FilterGroup & { ready: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className="border-cocoa-900/15 rounded-2xl border bg-white/60 px-5 py-4">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="text-cocoa-700 mb-2 text-xs font-semibold tracking-[0.2em] uppercase">
        {title}
      </p>
      {facets === undefined ? (
        <div className="space-y-3 py-1">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-5 w-3/4" />
          ))}
        </div>
      ) : (
        <ul>
          {facets.map((f) => (
            <li key={f.name}>
              <label
                className={`${NOT_READY_LABEL} text-cocoa-900 flex min-h-11 cursor-pointer items-center gap-3 text-sm`}
              >
                <input
                  type="checkbox"
                  className="accent-cocoa-900 size-4"
                  checked={selected.includes(f.name)}
                  disabled={!ready}
                  onChange={() => onToggle(f.name)}
                />
                <span className="flex-1">{f.label ?? label(f.name)}</span>
                {counted && (
                  <span className="text-cocoa-500 text-xs" aria-label={t('filtersPanel.products', { count: f.count })}>
                    {f.count}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
