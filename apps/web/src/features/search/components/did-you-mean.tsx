/** The line under "no results" offering the nearest text that does find something. */
export function DidYouMean({ correction, onPick }: { correction: string; onPick: (text: string) => void }) {
  return (
    <p className="text-cocoa-700">
      Did you mean{' '}
      <button
        type="button"
        onClick={() => onPick(correction)}
        className="text-cocoa-900 hover:text-cocoa-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        ‘{correction}’
      </button>
      ?
    </p>
  );
}
