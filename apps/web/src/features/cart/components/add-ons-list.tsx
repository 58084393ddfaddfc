import { addOnsLabels, type LineAddOns } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A line's add-ons exactly as the shopper typed them: React renders the text as text, never as
 * markup, and `whitespace-pre-wrap` keeps a card's line breaks.
 */
export function AddOnsList({ addOns, className = '' }: { addOns: LineAddOns | undefined; className?: string }) {
  const { t } = useTranslation('cart');
  const labels = addOnsLabels(addOns);
  if (labels.length === 0) return null;
  return (
    <dl
      data-testid="line-add-ons"
      className={`text-cocoa-700 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm ${className}`}
    >
      {labels.map((a) => (
        <div key={a.label} className="contents">
          <dt className="font-medium">{t(`addOnsList.${a.label.toLowerCase()}`)}:</dt>
          <dd className="break-words whitespace-pre-wrap">{shownText(a, addOns, t)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shopper's own words stay as typed; the shop's words for a knife and a blank card are translated. */
function shownText(a: { label: string; text: string }, addOns: LineAddOns | undefined, t: TFunction<'cart'>): string {
  if (a.label === 'Knife') return t('addOnsList.yes');
  if (a.label === 'Card' && !addOns?.card) return t('addOnsList.blank');
  return a.text;
}
