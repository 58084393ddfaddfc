import { SLIDE_HEADLINE_MAX, SLIDE_SUBTITLE_MAX, type SliderItem } from '@shop/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useSlider, useSliderMutations } from '../api.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { PageHeader, Panel } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

interface Words {
  alt: string;
  headline: string;
  subtitle: string;
  altMs: string;
  headlineMs: string;
  subtitleMs: string;
}

const NO_WORDS: Words = { alt: '', headline: '', subtitle: '', altMs: '', headlineMs: '', subtitleMs: '' };
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
function WordsFields({
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

export default function SliderScreen() {
  useDocumentTitle('Slider images');
  const slider = useSlider();
  const { add, reorder, remove } = useSliderMutations();
  const [url, setUrl] = useState<string[]>([]);
  const [words, setWords] = useState<Words>(NO_WORDS);
  const [altError, setAltError] = useState<string>();
  const items = slider.data?.items ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: (e) => toast.error(e.message) });
  };

  return (
    <>
      <PageHeader title="Home page slider" />
      <Panel className="mb-4 space-y-4">
        <h2 className="font-semibold">Add a banner</h2>
        <ImageUpload
          kind="slider"
          label="Banner image (wide; cut to 5:2; keep its left side calm for the words)"
          max={1}
          value={url}
          onChange={setUrl}
        />
        <WordsFields words={words} onChange={setWords} altError={altError} />
        <Button
          loading={add.isPending}
          disabled={url.length === 0}
          onClick={() => {
            if (!words.alt.trim()) {
              setAltError('Describe the banner for people who cannot see it.');
              return;
            }
            setAltError(undefined);
            add.mutate(
              { url: url[0]!, ...words },
              {
                onSuccess: () => {
                  toast.success('Banner added to the slider.');
                  setUrl([]);
                  setWords(NO_WORDS);
                },
                onError: (e) => toast.error(e.message),
              },
            );
          }}
        >
          Add banner
        </Button>
      </Panel>
      <QueryStates query={slider} loading={<Skeleton className="h-48 w-full rounded-2xl" />}>
        {() => (
          <ol className="space-y-3" aria-label="Slides in order">
            {items.map((s, i) => (
              <li key={s.id} className="ring-cocoa-900/10 rounded-xl bg-white p-3 shadow-sm ring-1">
                <div className="flex flex-wrap items-center gap-3">
                  <img
                    src={s.url.replace(/-1600\.webp$/, '-800.webp')}
                    alt={s.alt}
                    className="h-20 w-52 rounded-lg object-cover"
                  />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold">{s.headline || 'No headline'}</span>
                    <span className="text-cocoa-700 block">{s.subtitle}</span>
                  </span>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      aria-label="Move up"
                      disabled={i === 0 || reorder.isPending}
                      onClick={() => move(i, -1)}
                      className="ring-cocoa-900/20 inline-flex size-11 items-center justify-center rounded-full ring-1 disabled:opacity-40"
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label="Move down"
                      disabled={i === items.length - 1 || reorder.isPending}
                      onClick={() => move(i, 1)}
                      className="ring-cocoa-900/20 inline-flex size-11 items-center justify-center rounded-full ring-1 disabled:opacity-40"
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label="Remove slide"
                      onClick={() =>
                        remove.mutate(s.id, {
                          onSuccess: () => toast.success('Slide removed.'),
                          onError: (e) => toast.error(e.message),
                        })
                      }
                      className="inline-flex size-11 items-center justify-center rounded-full text-red-800 ring-1 ring-red-300"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
                <SlideWordsEditor slide={s} position={i + 1} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </>
  );
}

function SlideWordsEditor({ slide, position }: { slide: SliderItem; position: number }) {
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
