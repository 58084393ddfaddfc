/** The line under "no results" offering the nearest text that does find something. */
export function DidYouMean({ correction, onPick }: { correction: string; onPick: (text: string) => void }) {
  return (
    <p className="text-cocoa-700">
      Did you mean{' '}
      <button
        type="button"
        onClick={() => onPick(correction)}
        className="inline-flex min-h-11 items-center font-semibold text-cocoa-900 underline underline-offset-4 hover:text-cocoa-700"
      >
        ‘{correction}’
      </button>
      ?
    </p>
  );
}
