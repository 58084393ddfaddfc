import {
  type SeasonBody,
  SeasonListResponse,
  SeasonResponse,
  AdminOk,
  FetchProductsResponse,
  formatPreorder,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, apiRequest } from '../admin-api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { PreordersPanel } from '../components/preorders-panel.tsx';
import { PageHeader, Panel } from '../components/ui.tsx';

const useSeasons = () =>
  useQuery({ queryKey: ['admin', 'seasons'], queryFn: () => api.get('/api/admin/seasons', SeasonListResponse) });

// Seasons are for the bakery's goods: the form offers the bakery's products.
const useBakery = () =>
  useQuery({
    queryKey: ['admin', 'season-products'],
    queryFn: () =>
      api.post('/api/product/fetchProducts', { page: 1, amount: 48, category: ['Bakery'] }, FetchProductsResponse),
  });

/** Festive pre-order seasons: what can be ordered until when, for which days. */
export default function SeasonsScreen() {
  useDocumentTitle('Seasons');
  const seasons = useSeasons();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/seasons/${id}`, AdminOk),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    onError: (err) => toast.error(err.message),
  });
  return (
    <>
      <PageHeader title="Festive seasons" />
      <PreordersPanel />
      <SeasonForm />
      <h2 className="mt-6 mb-3 font-semibold">Seasons</h2>
      <ul className="space-y-3" data-testid="season-list">
        {(seasons.data?.seasons ?? []).map((s) => (
          <li key={s.id}>
            <Panel className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{s.name}</p>
                <p className="text-cocoa-700 text-sm">{formatPreorder({ ...s, closed: false })}</p>
                <p className="text-cocoa-700 text-sm">
                  {s.products.map((p) => p.name).join(', ') || 'No products yet'}
                </p>
              </div>
              <Button variant="secondary" onClick={() => remove.mutate(s.id)} aria-label={`Delete ${s.name}`}>
                Delete
              </Button>
            </Panel>
          </li>
        ))}
      </ul>
    </>
  );
}

function SeasonForm() {
  const bakery = useBakery();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const create = useMutation({
    mutationFn: (body: SeasonBody) => api.post('/api/admin/seasons', body, SeasonResponse),
    onSuccess: (data) => {
      toast.success(`${data.season.name} saved.`);
      setChosen([]);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(err.message),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    create.mutate({
      name: text('name'),
      orderBy: text('orderBy'),
      firstDay: text('firstDay'),
      lastDay: text('lastDay'),
      productIds: chosen,
    });
  };
  return (
    <Panel>
      <form onSubmit={onSubmit} className="space-y-4" aria-label="New season">
        <TextField label="Season name" name="name" required maxLength={80} placeholder="Hari Raya cookies" />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Order by" name="orderBy" type="date" required />
          <TextField label="First day of pickup or delivery" name="firstDay" type="date" required />
          <TextField label="Last day of pickup or delivery" name="lastDay" type="date" required />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Products</legend>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {(bakery.data?.products ?? []).map((p) => (
              <li key={p.id}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="accent-cocoa-900 size-4"
                    checked={chosen.includes(p.id)}
                    onChange={() => setChosen((c) => (c.includes(p.id) ? c.filter((x) => x !== p.id) : [...c, p.id]))}
                  />
                  {p.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" disabled={create.isPending}>
          Save season
        </Button>
      </form>
    </Panel>
  );
}
