import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useTranslation } from 'react-i18next';

/** The line under "no results" offering the nearest text that does find something. */
export function DidYouMean({ correction, onPick }: { correction: string; onPick: (text: string) => void }) {
  const { t } = useTranslation('search');
  // Before the page has hydrated, the suggestion waits for the script that searches for it.
  const hydrated = useHydrated();
  return (
    <p className="text-cocoa-700">
      {t('didYouMean.didYouMean')}{' '}
      <button
        type="button"
        onClick={() => onPick(correction)}
        disabled={!hydrated}
        className={`${NOT_READY} text-cocoa-900 hover:text-cocoa-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4`}
      >
        ‘{correction}’
      </button>
      ?
    </p>
  );
}
