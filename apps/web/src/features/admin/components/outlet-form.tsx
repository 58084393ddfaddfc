import type { AdminOutlet } from '@shop/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { useOutletForm } from '../use-outlet-form.ts';
import { AddressFields, LocationFields, NotesFields, WeeklyHoursFields } from './outlet-fields.tsx';
import { Panel } from './ui.tsx';

/** A new outlet (`outlet` null) or an outlet's edit: address, map pin, weekly hours and notes. */
export function OutletForm({ outlet, onDone }: { outlet: AdminOutlet | null; onDone: () => void }) {
  const { form, submit, saving } = useOutletForm(outlet, onDone);
  return (
    <Panel className="mb-4">
      <form noValidate className="grid grid-cols-1 gap-4 lg:grid-cols-2" onSubmit={submit}>
        <AddressFields form={form} />
        <LocationFields form={form} />
        <WeeklyHoursFields form={form} />
        <NotesFields form={form} />
        <div className="flex gap-2 lg:col-span-2">
          <Button type="submit" loading={saving}>
            {outlet ? 'Save outlet' : 'Add outlet'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
