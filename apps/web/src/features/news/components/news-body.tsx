import { paragraphs } from '../news-text.ts';

/**
 * Stories are stored as plain text. React escapes every paragraph, so a `<script>` or an `onerror`
 * attribute typed into a story shows up as the characters it is and never runs.
 */
export function NewsBody({ text }: { text: string }) {
  return (
    <div className="text-cocoa-900 space-y-5 text-lg leading-relaxed" data-testid="news-body">
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
