import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { useSliderMutations } from '../api.ts';
import { ImageUpload } from './image-upload.tsx';
import { NO_WORDS, WordsFields, type Words } from './slide-words.tsx';
import { Panel } from './ui.tsx';

/** A new banner: its image and words; its description for screen readers is required. */
export function AddBannerPanel() {
  const { add } = useSliderMutations();
  const [url, setUrl] = useState<string[]>([]);
  const [words, setWords] = useState<Words>(NO_WORDS);
  const [altError, setAltError] = useState<string>();

  const addBanner = () => {
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
  };

  return (
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
      <Button loading={add.isPending} disabled={url.length === 0} onClick={addBanner}>
        Add banner
      </Button>
    </Panel>
  );
}
