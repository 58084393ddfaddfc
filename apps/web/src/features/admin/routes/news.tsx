import { zodResolver } from '@hookform/resolvers/zod';
import { NewsInput, type AdminNewsItem } from '@shop/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useAdminNews, useNewsMutations } from '../api.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { FieldError, Pager, PageHeader, Panel } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

const today = () => new Date().toISOString().slice(0, 10);

export default function NewsScreen() {
  useDocumentTitle('News');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminNewsItem | 'new' | null>(null);
  const list = useAdminNews(page);
  const { remove } = useNewsMutations();
  return (
    <>
      <PageHeader title="News">
        <Button onClick={() => setEditing('new')}>Write a news item</Button>
      </PageHeader>
      {editing && (
        <NewsForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryStates query={list}>
        {(data) => (
          <>
            <ul className="space-y-2">
              {data.items.map((n) => (
                <li
                  key={n.id}
                  className="ring-cocoa-900/10 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1"
                >
                  {n.imageUrl && (
                    <img
                      src={n.imageUrl.replace(/-800\.webp$/, '-400.webp')}
                      alt=""
                      className="h-14 w-20 rounded-lg object-cover"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{n.title}</span>
                    <span className="text-cocoa-700 text-sm">{n.date}</span>
                  </span>
                  <Button variant="ghost" onClick={() => setEditing(n)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(`Delete “${n.title}”?`))
                        remove.mutate(n.id, {
                          onSuccess: () => toast.success('News item deleted.'),
                          onError: (e) => toast.error(e.message),
                        });
                    }}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
            <Pager page={page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </>
  );
}

function NewsForm({ item, onDone }: { item: AdminNewsItem | null; onDone: () => void }) {
  const { save } = useNewsMutations();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsInput>({
    resolver: zodResolver(NewsInput),
    defaultValues: item
      ? {
          title: item.title,
          date: item.date,
          description: item.description,
          titleMs: item.titleMs ?? '',
          descriptionMs: item.descriptionMs ?? '',
          imageUrl: item.imageUrl,
        }
      : { title: '', date: today(), description: '', titleMs: '', descriptionMs: '', imageUrl: null },
  });
  return (
    <Panel className="mb-4">
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((input) =>
          save.mutate(
            { id: item?.id ?? null, input },
            {
              onSuccess: () => {
                toast.success(item ? 'News item saved.' : 'News item published.');
                onDone();
              },
              onError: (e) => toast.error(e.message),
            },
          ),
        )}
      >
        <TextField label="Title" {...register('title')} error={errors.title?.message} />
        <TextField label="Date" type="date" {...register('date')} error={errors.date?.message} />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload
              kind="news"
              label="Image (optional)"
              max={1}
              value={field.value ? [field.value] : []}
              onChange={(urls) => field.onChange(urls[0] ?? null)}
              error={errors.imageUrl?.message}
            />
          )}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="news-body" className="text-sm font-medium">
            Body
          </label>
          <textarea
            id="news-body"
            className={`${inputClass} min-h-40 py-2`}
            aria-invalid={errors.description ? true : undefined}
            {...register('description')}
          />
          <FieldError message={errors.description?.message} />
        </div>
        <fieldset className="border-cream-300 space-y-4 rounded-xl border p-4">
          <legend className="px-1 text-sm font-medium">Malay (Bahasa Melayu)</legend>
          <p className="text-cocoa-700 text-sm">Shown on the shop's Malay pages. Left empty, those show the English.</p>
          <TextField label="Malay title" {...register('titleMs')} error={errors.titleMs?.message} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="news-body-ms" className="text-sm font-medium">
              Malay body
            </label>
            <textarea
              id="news-body-ms"
              className={`${inputClass} min-h-32 py-2`}
              aria-invalid={errors.descriptionMs ? true : undefined}
              {...register('descriptionMs')}
            />
            <FieldError message={errors.descriptionMs?.message} />
          </div>
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save' : 'Publish'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
