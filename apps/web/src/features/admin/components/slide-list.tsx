import type { SliderItem } from '@shop/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useSliderMutations } from '../api.ts';
import { SlideWordsEditor } from './slide-words.tsx';

const roundButton = 'inline-flex size-11 items-center justify-center rounded-full ring-1';

/** The slides in the order the home page shows them: each moved up or down, removed, or its words edited. */
export function SlideList({ items }: { items: SliderItem[] }) {
  const { reorder, remove } = useSliderMutations();
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: (e) => toast.error(e.message) });
  };
  const removeSlide = (id: SliderItem['id']) =>
    remove.mutate(id, { onSuccess: () => toast.success('Slide removed.'), onError: (e) => toast.error(e.message) });

  return (
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
                className={`${roundButton} ring-cocoa-900/20 disabled:opacity-40`}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label="Move down"
                disabled={i === items.length - 1 || reorder.isPending}
                onClick={() => move(i, 1)}
                className={`${roundButton} ring-cocoa-900/20 disabled:opacity-40`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label="Remove slide"
                onClick={() => removeSlide(s.id)}
                className={`${roundButton} text-red-800 ring-red-300`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
          <SlideWordsEditor slide={s} position={i + 1} />
        </li>
      ))}
    </ol>
  );
}
