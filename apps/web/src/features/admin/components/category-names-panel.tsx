import type { CategoryName } from '@shop/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCategoryNames, useSaveCategoryName } from '../api.ts';
import { Panel } from './ui.tsx';

/**
 * The Malay names of the categories and types the products name, which the /ms pages show in the
 * collection's filters and on the product page; one left empty shows in English there.
 */
export function CategoryNamesPanel() {
  const names = useCategoryNames();
  return (
    <Panel className="mt-6">
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
          Category and type names in Malay
        </summary>
        <p className="text-cocoa-700 mt-1 mb-3 text-sm">
          Shown on the Malay pages (filters, product pages); left empty, the English name shows there.
        </p>
        {names.error && <p role="alert">{names.error.message}</p>}
        <ul className="grid gap-3 sm:grid-cols-2">
          {names.data?.map((n) => (
            <li key={`${n.kind}-${n.name}`}>
              <CategoryNameRow entry={n} />
            </li>
          ))}
        </ul>
      </details>
    </Panel>
  );
}

function CategoryNameRow({ entry }: { entry: CategoryName }) {
  const save = useSaveCategoryName();
  const [nameMs, setNameMs] = useState(entry.nameMs ?? '');
  const changed = nameMs.trim() !== (entry.nameMs ?? '');
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { name: entry.name, nameMs: nameMs.trim() || null },
          {
            onSuccess: () => toast.success(`${entry.name}: Malay name saved.`),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField
          label={`${entry.name} (${entry.kind}) in Malay`}
          value={nameMs}
          maxLength={60}
          onChange={(e) => setNameMs(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={!changed}>
        Save
      </Button>
    </form>
  );
}
