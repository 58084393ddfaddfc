import { addOnsLabels, type LineAddOns } from '@shop/contract';

/**
 * A line's add-ons exactly as the shopper typed them: React renders the text as text, never as
 * markup, and `whitespace-pre-wrap` keeps a card's line breaks.
 */
export function AddOnsList({ addOns, className = '' }: { addOns: LineAddOns | undefined; className?: string }) {
  const labels = addOnsLabels(addOns);
  if (labels.length === 0) return null;
  return (
    <dl
      data-testid="line-add-ons"
      className={`text-cocoa-700 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm ${className}`}
    >
      {labels.map((a) => (
        <div key={a.label} className="contents">
          <dt className="font-medium">{a.label}:</dt>
          <dd className="break-words whitespace-pre-wrap">{a.text}</dd>
        </div>
      ))}
    </dl>
  );
}
