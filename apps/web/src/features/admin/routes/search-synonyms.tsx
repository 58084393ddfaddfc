import {
  AdminOk,
  SearchSynonymInput,
  SearchSynonymListResponse,
  SearchSynonymResponse,
  type SearchSynonym,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { api, apiRequest } from '../../../shared/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { PageHeader, Panel } from '../components/ui.tsx';

const KEY = ['admin', 'search-synonyms'];

function useSynonymList() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get('/api/admin/search-synonyms', SearchSynonymListResponse) });
}

function useSynonymMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: SearchSynonymInput }) =>
        id === null
          ? api.post('/api/admin/search-synonyms', input, SearchSynonymResponse)
          : apiRequest('PUT', `/api/admin/search-synonyms/${id}`, SearchSynonymResponse, { body: input }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/search-synonyms/${id}`, AdminOk),
      onSettled: settle,
    }),
  };
}

/** The words a shopper's search also tries: a Malay term and its English words, found both ways. */
export default function SearchSynonymsScreen() {
  useDocumentTitle('Search synonyms');
  const [editing, setEditing] = useState<SearchSynonym | 'new' | null>(null);
  const list = useSynonymList();
  const { remove } = useSynonymMutations();
  return (
    <>
      <PageHeader title="Search synonyms">
        <Button onClick={() => setEditing('new')}>Add synonyms</Button>
      </PageHeader>
      <p className="text-cocoa-700 mb-4 max-w-2xl text-sm">
        A search for a term also finds its synonyms, and a search for a synonym finds the term: “roti” finds bread, and
        “bread” finds anything named roti.
      </p>
      {editing && (
        <SynonymForm
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : list.error ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <ul className="space-y-2">
          {list.data.synonyms.map((s) => (
            <li
              key={s.id}
              className="ring-cocoa-900/10 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{s.term}</span>
                <span className="text-cocoa-700 text-sm break-words">{s.synonyms.join(', ')}</span>
              </span>
              <Button variant="ghost" onClick={() => setEditing(s)} aria-label={`Edit ${s.term}`}>
                Edit
              </Button>
              <Button
                variant="ghost"
                aria-label={`Delete ${s.term}`}
                onClick={() => {
                  if (window.confirm(`Delete the synonyms of “${s.term}”?`)) {
                    remove.mutate(s.id, {
                      onSuccess: () => toast.success('Synonyms deleted.'),
                      onError: (e) => toast.error(e.message),
                    });
                  }
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface FormValues {
  term: string;
  synonyms: string;
}

function SynonymForm({ entry, onDone }: { entry: SearchSynonym | null; onDone: () => void }) {
  const { save } = useSynonymMutations();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { term: entry?.term ?? '', synonyms: entry?.synonyms.join(', ') ?? '' },
  });
  // Staff type the synonyms as one comma-separated line; the contract checks the list it makes.
  const submit = (values: FormValues) => {
    const parsed = SearchSynonymInput.safeParse({
      term: values.term,
      synonyms: values.synonyms
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      // The first problem of each field is the one worth reading ("required" before "one word").
      const shown = new Set<keyof FormValues>();
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'term' ? 'term' : 'synonyms';
        if (!shown.has(field)) setError(field, { message: issue.message });
        shown.add(field);
      }
      return;
    }
    save.mutate(
      { id: entry?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success('Synonyms saved.');
          onDone();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <Panel className="mb-4">
      <form noValidate className="space-y-4" onSubmit={handleSubmit(submit)}>
        <TextField label="Term" {...register('term')} error={errors.term?.message} autoCapitalize="none" />
        <TextField
          label="Synonyms (separated by commas)"
          {...register('synonyms')}
          error={errors.synonyms?.message}
          autoCapitalize="none"
        />
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
