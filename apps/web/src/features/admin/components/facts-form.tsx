import {
  ALLERGEN_LABELS,
  ALLERGENS,
  AdminFactsResponse,
  HALAL_LABELS,
  HALAL_STATUSES,
  type AdminFacts,
  type AdminFactsBody,
} from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, apiRequest } from '../admin-api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { Panel, selectClass } from './ui.tsx';

/** A food product's ingredients, allergens and halal status, saved on their own. */
export function FactsForm({ productId }: { productId: string }) {
  const facts = useQuery({
    queryKey: ['admin', 'facts', productId],
    queryFn: () => api.get(`/api/admin/product/${productId}/facts`, AdminFactsResponse),
  });
  if (!facts.data) return null;
  return <FactsFields productId={productId} initial={facts.data.facts} />;
}

function FactsFields({ productId, initial }: { productId: string; initial: AdminFacts }) {
  const [status, setStatus] = useState(initial.halalStatus ?? '');
  const save = useMutation({
    mutationFn: (body: AdminFactsBody) =>
      apiRequest('PUT', `/api/admin/product/${productId}/facts`, AdminFactsResponse, { body }),
    onSuccess: () => toast.success('Food facts saved.'),
    onError: (err) => toast.error(err.message),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const certified = status === 'certified';
    save.mutate({
      ingredients: String(form.get('ingredients') ?? ''),
      ingredientsMs: String(form.get('ingredientsMs') ?? ''),
      allergens: ALLERGENS.filter((a) => form.getAll('allergens').includes(a)),
      halalStatus: status === '' ? null : (status as AdminFactsBody['halalStatus']),
      certificateNo: certified ? String(form.get('certificateNo') ?? '') : null,
      certificateExpiry: certified ? String(form.get('certificateExpiry') ?? '') : null,
    });
  };
  return (
    <Panel className="mt-4">
      <form onSubmit={onSubmit} className="space-y-4" aria-label="Food facts">
        <h2 className="font-semibold">Food facts</h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="facts-ingredients" className="text-sm font-medium">
            Ingredients
          </label>
          <textarea
            id="facts-ingredients"
            name="ingredients"
            defaultValue={initial.ingredients}
            maxLength={1000}
            className="border-cocoa-900/25 min-h-24 rounded-lg border px-3 py-2"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="facts-ingredients-ms" className="text-sm font-medium">
            Ingredients in Malay (Bahasa Melayu)
          </label>
          <p id="facts-ingredients-ms-hint" className="text-cocoa-700 text-sm">
            Shown on the shop&apos;s Malay pages. Left empty, those show the English.
          </p>
          <textarea
            id="facts-ingredients-ms"
            name="ingredientsMs"
            aria-describedby="facts-ingredients-ms-hint"
            defaultValue={initial.ingredientsMs ?? ''}
            maxLength={1000}
            className="border-cocoa-900/25 min-h-24 rounded-lg border px-3 py-2"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Contains</legend>
          <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
            {ALLERGENS.map((a) => (
              <label key={a} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="allergens"
                  value={a}
                  defaultChecked={initial.allergens.includes(a)}
                  className="accent-cocoa-900 size-4"
                />
                {ALLERGEN_LABELS[a]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="facts-halal" className="text-sm font-medium">
            Halal status
          </label>
          <select
            id="facts-halal"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            className={selectClass}
          >
            <option value="">Nothing stated</option>
            {HALAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {HALAL_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {status === 'certified' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Certificate number"
              name="certificateNo"
              defaultValue={initial.certificateNo ?? ''}
              required
            />
            <TextField
              label="Certificate expiry"
              name="certificateExpiry"
              type="date"
              defaultValue={initial.certificateExpiry ?? ''}
              required
            />
          </div>
        )}
        <Button type="submit" disabled={save.isPending}>
          Save food facts
        </Button>
      </form>
    </Panel>
  );
}
