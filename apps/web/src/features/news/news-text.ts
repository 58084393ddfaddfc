import { LIMITS } from '@shop/contract';

// Built on first use, not as the module loads: a segmenter is among the costliest Intl objects to build.
let graphemes: Intl.Segmenter | undefined;

/**
 * Spec §2/§9: the card shows the description cut to 100 characters plus an ellipsis. Characters are
 * counted as a reader sees them (grapheme clusters), so an emoji, a flag or an accented letter is never
 * split in half. Line breaks fold into spaces, as a card shows one running text.
 */
export function previewText(text: string, max: number = LIMITS.newsPreviewChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  for (const { segment } of (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(flat)) {
    if (parts.length === max) return `${parts.join('').trimEnd()}…`;
    parts.push(segment);
  }
  return flat;
}

/** The article body as paragraphs: blank lines separate them. Shown as text, never parsed as markup. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** News dates are calendar dates (`YYYY-MM-DD`): formatted in UTC so no time zone shifts the day. */
export function formatNewsDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The list page (9 a page) that holds the story at a 1-based list position. */
export function listPageOf(position: number, pageSize: number = LIMITS.newsPageSize): number {
  return Math.max(1, Math.ceil(position / pageSize));
}

/** Page buttons to show: all of them when few, else the ends and the neighbours of the current page. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const keep = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : 'gap');
    out.push(p);
  }
  return out;
}
