import { SearchSynonymListResponse, type SearchSynonym } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../admin-api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { SYNONYMS_KEY, SynonymForm, useSynonymMutations } from '../components/synonym-form.tsx';
import { PageHeader } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

function useSynonymList() {
  return useQuery({
    queryKey: SYNONYMS_KEY,
    queryFn: () => api.get('/api/admin/search-synonyms', SearchSynonymListResponse),
  });
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
      <QueryStates query={list}>
        {(data) => (
          <ul className="space-y-2">
            {data.synonyms.map((s) => (
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
      </QueryStates>
    </>
  );
}
