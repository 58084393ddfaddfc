import { formatPhone, ProfileAddressFields, stateName, type ProfileAddress } from '@shop/contract';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { PostedAnswer } from '../../auth/components/form-alert.tsx';
import type { ProfileResult } from '../profile-results.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { OpenButton } from './open-button.tsx';
import { useLang } from '../../../shared/i18n/react.tsx';
import { useTranslation } from 'react-i18next';

type Fields = Omit<ProfileAddress, 'id'>;

// Each field's label is `addresses.fields.<key>` in the profile catalogue.
const FORM: {
  key: keyof Fields;
  autoComplete: string;
  wide?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel';
}[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'email', autoComplete: 'email', inputMode: 'email' },
  { key: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'street', autoComplete: 'street-address', wide: true },
  { key: 'zipcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'country', autoComplete: 'country-name' },
];

/**
 * The addresses of past orders; an edit or a deletion is kept for the account (the orders stay as they
 * were). Before the page's scripts run, `?edit=<id>` opens an address's form.
 */
export function Addresses({ addresses }: { addresses: ProfileAddress[] }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const [params] = useSearchParams();
  // A saved or deleted address, posted without scripts: its message, and no form open.
  const posted = useActionData<ProfileResult>();
  const done = posted?.ok && (posted.intent === 'address' || posted.intent === 'delete-address') ? posted : undefined;
  const [editing, setEditing] = useState<string | null>(done ? null : params.get('edit'));
  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-5">
      <h2 id="addresses-heading" className="text-2xl font-semibold">
        {t('addresses.addresses')}
      </h2>
      <PostedAnswer answer={done} showSuccess />
      {addresses.length === 0 ? (
        <p className="text-cocoa-700">{t('addresses.noSavedAddressesYetThe')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="border-cocoa-900/10 bg-cream/60 rounded-xl border p-4">
              {editing === a.id ? (
                <AddressForm address={a} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
                  <div className="text-cocoa-900 min-w-0 flex-1 text-sm leading-6">
                    <p className="font-semibold">
                      {a.firstName} {a.lastName}
                    </p>
                    <p>{a.street}</p>
                    <p>
                      {a.zipcode} {a.city}, {stateName(a.state, lang)}
                    </p>
                    <p>{a.country}</p>
                    <p className="text-cocoa-700">{formatPhone(a.phone)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col gap-2">
                    <OpenButton
                      query={{ tab: 'addresses', edit: a.id }}
                      onOpen={() => setEditing(a.id)}
                      variant="secondary"
                      className="min-h-9 px-4"
                      aria-label={t('addresses.editStreet', { street: a.street })}
                    >
                      {t('addresses.edit')}
                    </OpenButton>
                    <DeleteAddress address={a} />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Asks once more in place before the address goes: a deletion cannot be undone from here. */
function DeleteAddress({ address }: { address: ProfileAddress }) {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const remove = useProfileForm('delete-address', address.id, () => undefined);
  const [asking, setAsking] = useState(params.get('delete') === address.id);
  if (!asking) {
    return (
      <OpenButton
        query={{ tab: 'addresses', delete: address.id }}
        onOpen={() => setAsking(true)}
        variant="ghost"
        className="min-h-9 px-4"
        aria-label={t('addresses.deleteStreet', { street: address.street })}
      >
        {t('addresses.delete')}
      </OpenButton>
    );
  }
  return (
    <remove.fetcher.Form
      method="post"
      role="group"
      aria-label={t('addresses.deleteStreetQuestion', { street: address.street })}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // A refusal puts the Delete button back (the toast says why).
        void remove.fetcher
          .submit({ intent: 'delete-address', id: address.id }, { method: 'post' })
          .then(() => setAsking(false));
      }}
    >
      <input type="hidden" name="intent" value="delete-address" />
      <input type="hidden" name="id" value={address.id} />
      <PostedAnswer answer={remove.posted} />
      <Button type="submit" className="min-h-9 px-4" loading={remove.pending}>
        {t('addresses.yesDelete')}
      </Button>
      <Button variant="ghost" className="min-h-9 px-4" onClick={() => setAsking(false)}>
        {t('addresses.keep')}
      </Button>
    </remove.fetcher.Form>
  );
}

function AddressForm({ address, onDone }: { address: ProfileAddress; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { id, ...initial } = address;
  const update = useProfileForm('address', id, onDone);
  const [values, setValues] = useState<Fields>({ ...initial, ...update.posted?.values });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ProfileAddressFields.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      return setErrors(next);
    }
    void update.fetcher.submit({ intent: 'address', id, ...parsed.data }, { method: 'post' });
  };

  return (
    <update.fetcher.Form
      method="post"
      noValidate
      onSubmit={save}
      aria-label={t('addresses.editAddress')}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="id" value={id} />
      {FORM.map((f) => (
        <TextField
          key={f.key}
          label={t(`addresses.fields.${f.key}`)}
          name={f.key}
          autoComplete={f.autoComplete}
          inputMode={f.inputMode}
          className={f.wide ? 'sm:col-span-2' : ''}
          value={values[f.key]}
          error={errors[f.key] ?? update.fieldErrors[f.key]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [f.key]: e.target.value }));
            setErrors((er) => ({ ...er, [f.key]: undefined }));
          }}
        />
      ))}
      <div className="sm:col-span-2">
        <PostedAnswer answer={update.posted} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={update.pending}>
          {t('addresses.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </update.fetcher.Form>
  );
}
