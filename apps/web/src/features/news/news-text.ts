import { LIMITS } from '@shop/contract';
import { formatLongDate } from '@shop/contract';

// Built on first use, and only for a text that needs it (see previewText): a segmenter is among the
// costliest Intl objects to build.
let graphemes: Intl.Segmenter | undefined;

/**
 * The card shows the description cut to 100 characters plus an ellipsis. Characters are
 * counted as a reader sees them (grapheme clusters), so an emoji, a flag or an accented letter is never
 * split in half. Line breaks fold into spaces, as a card shows one running text.
 */
export function previewText(text: string, max: number = LIMITS.newsPreviewChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A cluster is at least one code unit, so a text of no more units than the limit is within it.
  if (flat.length <= max) return flat;
  const cut = isPlainTo(flat, max) ? max : graphemeCut(flat, max);
  return cut === undefined ? flat : `${flat.slice(0, cut).trimEnd()}…`;
}

/**
 * Whether the units up to and including `cut` all lie in U+0000–U+02FF. There every unit is a cluster of
 * its own (no surrogates, combining marks, joiners or variation selectors), bar CR LF, which the fold
 * into spaces has removed; so the first `cut` clusters are the first `cut` units, and more follow.
 */
function isPlainTo(flat: string, cut: number): boolean {
  for (let i = 0; i <= cut; i++) if (flat.charCodeAt(i) > 0x2ff) return false;
  return true;
}

/** Where the first `max` grapheme clusters end, or undefined when there are no more than `max`. */
function graphemeCut(flat: string, max: number): number | undefined {
  let count = 0;
  for (const { index } of (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(flat)) {
    if (count === max) return index;
    count++;
  }
  return undefined;
}

/** The article body as paragraphs: blank lines separate them. Shown as text, never parsed as markup. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * '3 November 2026', en-GB's long date. News dates are calendar dates (`YYYY-MM-DD`): formatted in UTC
 * so no time zone shifts the day.
 */
export function formatNewsDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatLongDate(parsed);
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
