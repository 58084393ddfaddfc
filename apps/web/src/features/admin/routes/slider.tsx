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

export default function SliderScreen() {
  useDocumentTitle('Slider images');
  const slider = useSlider();
  const { add, reorder, remove } = useSliderMutations();
  const [url, setUrl] = useState<string[]>([]);
  const [alt, setAlt] = useState('');
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
        <ImageUpload kind="slider" label="Banner image (wide; cut to 5:2)" max={1} value={url} onChange={setUrl} />
        <TextField label="Description for screen readers" value={alt} onChange={(e) => setAlt(e.target.value)} error={altError} maxLength={200} />
        <Button
          loading={add.isPending}
          disabled={url.length === 0}
          onClick={() => {
            if (!alt.trim()) {
              setAltError('Describe the banner for people who cannot see it.');
              return;
            }
            setAltError(undefined);
            add.mutate(
              { url: url[0]!, alt: alt.trim() },
              {
                onSuccess: () => {
                  toast.success('Banner added to the slider.');
                  setUrl([]);
                  setAlt('');
                },
                onError: (e) => toast.error(e.message),
              },
            );
          }}
        >
          Add banner
        </Button>
      </Panel>
      {slider.isPending ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : (
        <ol className="space-y-3" aria-label="Slides in order">
          {items.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-cocoa-900/10">
              <img src={s.url.replace(/-1600\.webp$/, '-800.webp')} alt={s.alt} className="h-20 w-52 rounded-lg object-cover" />
              <span className="min-w-0 flex-1 text-sm">{s.alt || 'No description'}</span>
              <div className="flex gap-1">
                <button type="button" aria-label="Move up" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} className="inline-flex size-11 items-center justify-center rounded-full ring-1 ring-cocoa-900/20 disabled:opacity-40">
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button type="button" aria-label="Move down" disabled={i === items.length - 1 || reorder.isPending} onClick={() => move(i, 1)} className="inline-flex size-11 items-center justify-center rounded-full ring-1 ring-cocoa-900/20 disabled:opacity-40">
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label="Remove slide"
                  onClick={() => remove.mutate(s.id, { onSuccess: () => toast.success('Slide removed.'), onError: (e) => toast.error(e.message) })}
                  className="inline-flex size-11 items-center justify-center rounded-full text-red-800 ring-1 ring-red-300"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
