/** The shoppers' search texts the search benchmarks ask (bench/search.ts, bench/search-engines.ts). */

// Words shoppers type, across the bakery and the apparel line; all occur in generated names.
const WORDS = `pandan kaya coconut sesame walnut cheese garlic honey chocolate matcha cinnamon lemon banana mango
  blueberry strawberry apricot almond durian caramel custard vanilla sourdough baguette croissant brioche focaccia
  bagel muffin danish donut cookie brownie chiffon cheesecake loaf bun tart scone linen cotton denim fleece wool
  corduroy flannel batik oxford hoodie sweater jacket cardigan beanie jeans chinos trousers shorts skirt joggers
  shirt blouse polo tee relaxed oversized cropped tailored charcoal indigo olive navy striped floral kids`.split(/\s+/);

/** A one-letter typo of a word, varied by `n`: deletion, swap, substitution or insertion. */
function typo(word: string, n: number): string {
  const i = 1 + (n % (word.length - 2));
  const letter = String.fromCharCode(97 + (n % 26));
  switch (n % 4) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 2:
      return word.slice(0, i) + letter + word.slice(i + 1);
    default:
      return word.slice(0, i) + letter + word.slice(i);
  }
}

/**
 * `total` distinct texts, taken in turn from three kinds: exact words, the last word cut short (a prefix), one
 * word with a typo; one word, two, or now and then three. Enough that a run never asks one twice (the
 * answer cache would serve the repeat): at 2,500 req/s a 10 s run asks 25,000.
 */
export function searchTexts(total: number): string[] {
  const per = Math.ceil(total / 3);
  const kinds = [new Set<string>(), new Set<string>(), new Set<string>()] as const;
  const [exact, prefix, typos] = kinds;
  const count = WORDS.length;
  for (let n = 0; kinds.some((k) => k.size < per) && n < total * 50; n++) {
    const a = WORDS[n % count]!;
    const b = WORDS[(n * 7 + Math.floor(n / count)) % count]!;
    const c = WORDS[(n * 13 + Math.floor(n / (count * count))) % count]!;
    const words = n % 5 === 0 ? [a] : n % 5 === 4 ? [a, b, c] : [a, b];
    const last = words.at(-1)!;
    const at = n % words.length;
    if (exact.size < per) exact.add(words.join(' '));
    if (prefix.size < per)
      prefix.add([...words.slice(0, -1), last.slice(0, Math.max(3, last.length - 1 - (n % 4)))].join(' '));
    if (typos.size < per && words[at]!.length >= 5)
      typos.add(words.map((w, j) => (j === at ? typo(w, n) : w)).join(' '));
  }
  const [first, second, third] = kinds.map((k) => [...k]) as [string[], string[], string[]];
  return [...new Set(first.flatMap((text, i) => [text, second[i], third[i]].filter((t) => t !== undefined)))];
}
