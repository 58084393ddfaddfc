import { zodResolver } from '@hookform/resolvers/zod';
import { OutletInput, WEEK_DAYS, type AdminOutlet } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useOutletMutations } from './api.ts';

/** A new outlet's fields: open Monday to Saturday, pinned at Kuala Lumpur until staff move the pin. */
const NEW_OUTLET: OutletInput = {
  title: '',
  street: '',
  city: '',
  zipcode: '',
  state: 'Selangor',
  country: 'Malaysia',
  contactNumber: '',
  whatsappNumber: null,
  lat: 3.139,
  lng: 101.6869,
  schedule: WEEK_DAYS.map((day) => ({
    day,
    available: day !== 'Sunday',
    operatingTime: { start: '08:00', end: '20:00' },
  })),
  notes: null,
  notesMs: null,
};

/** The outlet form's state: its fields (a new outlet's or `outlet`'s), and saving it, then `onDone`. */
export function useOutletForm(outlet: AdminOutlet | null, onDone: () => void) {
  const { save } = useOutletMutations();
  const initial: OutletInput = outlet ? (({ id: _id, ...rest }) => rest)(outlet) : NEW_OUTLET;
  const form = useForm<OutletInput>({ resolver: zodResolver(OutletInput), defaultValues: initial });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: outlet?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(outlet ? 'Outlet saved.' : 'Outlet added.');
          onDone();
        },
        onError: (e) => toast.error(e.message),
      },
    ),
  );
  return { form, submit, saving: save.isPending };
}

export type OutletForm = ReturnType<typeof useOutletForm>['form'];
