import { SLIDE_HEADLINE_MAX, SLIDE_SUBTITLE_MAX, type SliderItem } from '@shop/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSliderMutations } from '../api.ts';

/** A banner's words, in English and in Malay. */
export interface Words {
  alt: string;
  headline: string;
  subtitle: string;
  altMs: string;
  headlineMs: string;
  subtitleMs: string;
}

export const NO_WORDS: Words = { alt: '', headline: '', subtitle: '', altMs: '', headlineMs: '', subtitleMs: '' };
const WORD_KEYS = Object.keys(NO_WORDS) as (keyof Words)[];

const wordsOf = (slide: SliderItem): Words => ({
  alt: slide.alt,
  headline: slide.headline,
  subtitle: slide.subtitle,
  altMs: slide.altMs ?? '',
  headlineMs: slide.headlineMs ?? '',
  subtitleMs: slide.subtitleMs ?? '',
});

/**
 * The description for screen readers, and the headline and subtitle the home page draws over the
 * banner, in English and in Malay (the Malay pages show the English where the Malay is left empty).
 */
export function WordsFields({
  words,
  onChange,
  altError,
}: {
  words: Words;
  onChange: (words: Words) => void;
  altError?: string | undefined;
}) {
  const field = (key: keyof Words, label: string, max: number, error?: string) => (
    <TextField
      label={label}
      value={words[key]}
      onChange={(e) => onChange({ ...words, [key]: e.target.value })}
      maxLength={max}
      error={error}
    />
  );
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {field('headline', 'Headline (drawn over the banner)', SLIDE_HEADLINE_MAX)}
      {field('headlineMs', 'Headline in Malay', SLIDE_HEADLINE_MAX)}
      {field('subtitle', 'Subtitle', SLIDE_SUBTITLE_MAX)}
      {field('subtitleMs', 'Subtitle in Malay', SLIDE_SUBTITLE_MAX)}
      {field('alt', 'Description for screen readers', 200, altError)}
      {field('altMs', 'Description for screen readers in Malay', 200)}
    </div>
  );
}

/** A slide's words, folded away under its row until staff open them to edit. */
export function SlideWordsEditor({ slide, position }: { slide: SliderItem; position: number }) {
  const { editText } = useSliderMutations();
  const [words, setWords] = useState<Words>(() => wordsOf(slide));
  const saved = wordsOf(slide);
  const changed = WORD_KEYS.some((key) => words[key] !== saved[key]);
  return (
    <details className="mt-3">
      <summary className="text-accent-700 inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold">
        Edit the words of slide {position}
      </summary>
      <div className="mt-3 space-y-3">
        <WordsFields words={words} onChange={setWords} />
        <Button
          variant="secondary"
          loading={editText.isPending}
          disabled={!changed || !words.alt.trim()}
          onClick={() =>
            editText.mutate(
              { id: slide.id, text: words },
              { onSuccess: () => toast.success('Slide words saved.'), onError: (e) => toast.error(e.message) },
            )
          }
        >
          Save words
        </Button>
      </div>
    </details>
  );
}
