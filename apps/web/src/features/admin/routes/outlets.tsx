import { zodResolver } from '@hookform/resolvers/zod';
import { MALAYSIAN_STATES, OutletInput, WEEK_DAYS, type AdminOutlet } from '@shop/contract';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useAdminOutlets, useOutletMutations } from '../api.ts';
import { FieldError, PageHeader, Panel, selectClass } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

const LocationPicker = lazy(() => import('../components/location-picker.tsx'));

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

export default function OutletsScreen() {
  useDocumentTitle('Outlets');
  const outlets = useAdminOutlets();
  const { remove } = useOutletMutations();
  const [editing, setEditing] = useState<AdminOutlet | 'new' | null>(null);
  return (
    <>
      <PageHeader title="Outlets">
        <Button onClick={() => setEditing('new')}>Add outlet</Button>
      </PageHeader>
      {editing && (
        <OutletForm
          key={editing === 'new' ? 'new' : editing.id}
          outlet={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryStates query={outlets}>
        {(data) => (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {data.outlets.map((o) => (
              <li key={o.id} className="ring-cocoa-900/10 rounded-xl bg-white p-4 shadow-sm ring-1">
                <p className="font-medium">{o.title}</p>
                <p className="text-cocoa-700 text-sm">
                  {o.street}, {o.zipcode} {o.city}, {o.state}
                </p>
                <p className="text-cocoa-700 text-sm">
                  {o.contactNumber}
                  {o.whatsappNumber ? ` · WhatsApp ${o.whatsappNumber}` : ''}
                </p>
                <div className="mt-2 flex gap-2">
                  <Button variant="ghost" onClick={() => setEditing(o)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(`Remove ${o.title}?`))
                        remove.mutate(o.id, {
                          onSuccess: () => toast.success('Outlet removed.'),
                          onError: (e) => toast.error(e.message),
                        });
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}

function OutletForm({ outlet, onDone }: { outlet: AdminOutlet | null; onDone: () => void }) {
  const { save } = useOutletMutations();
  const initial: OutletInput = outlet ? (({ id: _id, ...rest }) => rest)(outlet) : NEW_OUTLET;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<OutletInput>({ resolver: zodResolver(OutletInput), defaultValues: initial });
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const schedule = useWatch({ control, name: 'schedule' });
  return (
    <Panel className="mb-4">
      <form
        noValidate
        className="grid grid-cols-1 gap-4 lg:grid-cols-2"
        onSubmit={handleSubmit((input) =>
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
        )}
      >
        <div className="space-y-3">
          <TextField label="Name" {...register('title')} error={errors.title?.message} />
          <TextField label="Street" {...register('street')} error={errors.street?.message} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label="City" {...register('city')} error={errors.city?.message} />
            <TextField label="Postcode" inputMode="numeric" {...register('zipcode')} error={errors.zipcode?.message} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              State
              <select className={selectClass} {...register('state')}>
                {MALAYSIAN_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <TextField label="Country" {...register('country')} error={errors.country?.message} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Contact number"
              type="tel"
              {...register('contactNumber')}
              error={errors.contactNumber?.message}
            />
            <TextField
              label="WhatsApp (optional)"
              type="tel"
              {...register('whatsappNumber', { setValueAs: (v: string | null) => (v ? v : null) })}
              error={errors.whatsappNumber?.message}
            />
          </div>
        </div>
        <div className="space-y-3">
          <p className="text-sm font-medium">Location: click the map or drag the pin</p>
          <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
            <LocationPicker
              lat={lat}
              lng={lng}
              onPick={(a, b) => {
                setValue('lat', a, { shouldDirty: true });
                setValue('lng', b, { shouldDirty: true });
              }}
            />
          </Suspense>
          <p className="text-cocoa-700 text-xs" data-testid="outlet-coordinates">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </p>
          <FieldError message={errors.lat?.message ?? errors.lng?.message} />
        </div>
        <fieldset className="lg:col-span-2">
          <legend className="mb-2 text-sm font-medium">Weekly hours</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 2xl:grid-cols-4">
            {WEEK_DAYS.map((day, i) => (
              <div key={day} className="bg-cream-200 rounded-lg p-3">
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="accent-cocoa-900 size-5" {...register(`schedule.${i}.available`)} />{' '}
                  {day}
                </label>
                <div className="flex items-center gap-2">
                  <label className="sr-only" htmlFor={`open-${i}`}>{`${day} opens`}</label>
                  <input
                    id={`open-${i}`}
                    type="time"
                    className={`${inputClass} min-w-0 flex-1`}
                    disabled={!schedule[i]?.available}
                    {...register(`schedule.${i}.operatingTime.start`)}
                  />
                  <span aria-hidden="true">–</span>
                  <label className="sr-only" htmlFor={`close-${i}`}>{`${day} closes`}</label>
                  <input
                    id={`close-${i}`}
                    type="time"
                    className={`${inputClass} min-w-0 flex-1`}
                    disabled={!schedule[i]?.available}
                    {...register(`schedule.${i}.operatingTime.end`)}
                  />
                </div>
                <FieldError
                  message={
                    errors.schedule?.[i]?.operatingTime?.start?.message ??
                    errors.schedule?.[i]?.operatingTime?.end?.message
                  }
                />
              </div>
            ))}
          </div>
        </fieldset>
        <NotesFields register={register} errors={errors} />
        <div className="flex gap-2 lg:col-span-2">
          <Button type="submit" loading={save.isPending}>
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

/** What shoppers should know about the outlet, in English and in Malay (empty: the English shows). */
function NotesFields({
  register,
  errors,
}: {
  register: UseFormRegister<OutletInput>;
  errors: FieldErrors<OutletInput>;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 lg:col-span-2 lg:grid-cols-2">
      {(
        [
          ['notes', 'Notes for shoppers (optional: parking, prayer room, entrance)'],
          ['notesMs', 'Notes in Malay (left empty, the Malay page shows the English)'],
        ] as const
      ).map(([name, label]) => (
        <div key={name} className="flex flex-col gap-1.5">
          <label htmlFor={`outlet-${name}`} className="text-sm font-medium">
            {label}
          </label>
          <textarea
            id={`outlet-${name}`}
            className={`${inputClass} min-h-24 py-2`}
            aria-invalid={errors[name] ? true : undefined}
            {...register(name)}
          />
          <FieldError message={errors[name]?.message} />
        </div>
      ))}
    </div>
  );
}
