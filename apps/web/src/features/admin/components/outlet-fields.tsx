import { MALAYSIAN_STATES, WEEK_DAYS } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { OutletForm } from '../use-outlet-form.ts';
import { FieldError, selectClass } from './ui.tsx';

const LocationPicker = lazy(() => import('./location-picker.tsx'));

/** The outlet's name, address and phone numbers. */
export function AddressFields({ form }: { form: OutletForm }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
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
  );
}

/** Where the outlet is: a pin on the map (its chunk loads with the form), and its coordinates. */
export function LocationFields({ form }: { form: OutletForm }) {
  const [lat, lng] = useWatch({ control: form.control, name: ['lat', 'lng'] });
  const { errors } = form.formState;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">Location: click the map or drag the pin</p>
      <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
        <LocationPicker
          lat={lat}
          lng={lng}
          onPick={(a, b) => {
            form.setValue('lat', a, { shouldDirty: true });
            form.setValue('lng', b, { shouldDirty: true });
          }}
        />
      </Suspense>
      <p className="text-cocoa-700 text-xs" data-testid="outlet-coordinates">
        {lat.toFixed(5)}, {lng.toFixed(5)}
      </p>
      <FieldError message={errors.lat?.message ?? errors.lng?.message} />
    </div>
  );
}

/** Each day open or closed, and its opening and closing times. */
export function WeeklyHoursFields({ form }: { form: OutletForm }) {
  const { register } = form;
  const { errors } = form.formState;
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const time = (i: number, end: 'start' | 'end', label: string) => (
    <>
      <label className="sr-only" htmlFor={`${end === 'start' ? 'open' : 'close'}-${i}`}>
        {label}
      </label>
      <input
        id={`${end === 'start' ? 'open' : 'close'}-${i}`}
        type="time"
        className={`${inputClass} min-w-0 flex-1`}
        disabled={!schedule[i]?.available}
        {...register(`schedule.${i}.operatingTime.${end}`)}
      />
    </>
  );
  return (
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
              {time(i, 'start', `${day} opens`)}
              <span aria-hidden="true">–</span>
              {time(i, 'end', `${day} closes`)}
            </div>
            <FieldError
              message={
                errors.schedule?.[i]?.operatingTime?.start?.message ?? errors.schedule?.[i]?.operatingTime?.end?.message
              }
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** What shoppers should know about the outlet, in English and in Malay (empty: the English shows). */
export function NotesFields({ form }: { form: OutletForm }) {
  const { errors } = form.formState;
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
            {...form.register(name)}
          />
          <FieldError message={errors[name]?.message} />
        </div>
      ))}
    </div>
  );
}
