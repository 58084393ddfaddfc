import { AdminOk, SearchSynonymInput, SearchSynonymResponse, type SearchSynonym } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { api, apiRequest } from '../admin-api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { Panel } from './ui.tsx';

export const SYNONYMS_KEY = ['admin', 'search-synonyms'];

export function useSynonymMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: SYNONYMS_KEY });
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

interface FormValues {
  term: string;
  synonyms: string;
}

/**
 * Adds synonyms, or edits an entry's; `term` fills a new entry's term (a search that found nothing).
 * It opens where staff can see it, with the field to fill next focused: opened from a row far down a
 * list, it would otherwise appear above the screen, as if the button did nothing.
 */
export function SynonymForm({
  entry,
  term = '',
  onDone,
}: {
  entry: SearchSynonym | null;
  term?: string;
  /** Called with the saved entry, or with nothing on Cancel. */
  onDone: (saved?: SearchSynonym) => void;
}) {
  const { save } = useSynonymMutations();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { term: entry?.term ?? term, synonyms: entry?.synonyms.join(', ') ?? '' },
  });
  const panel = useRef<HTMLDivElement>(null);
  const termGiven = entry !== null || term !== '';
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    setFocus(termGiven ? 'synonyms' : 'term');
  }, [setFocus, termGiven]);
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
        onSuccess: ({ synonym }) => {
          toast.success('Synonyms saved.');
          onDone(synonym);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    // Scrolled into view below the back office's bar, which stays at the top of a phone's screen.
    <div ref={panel} className="scroll-mt-36 lg:scroll-mt-4">
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
            <Button variant="ghost" onClick={() => onDone()}>
              Cancel
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
