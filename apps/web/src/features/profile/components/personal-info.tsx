import type { ProfileUser } from '@shop/contract';
import { PersonName } from '@shop/contract';
import { useState } from 'react';
import { toast } from '../../../shared/toast.ts';
import { formatShortDate as formatDateGB } from '@shop/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateName } from '../api/profile.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';

export function PersonalInfo({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateName();

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = PersonName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: TOAST_IDS.account });
        setEditing(false);
      },
      onError: (err) => toast.error(err.message, { id: TOAST_IDS.account }),
    });
  };

  return (
    <section aria-labelledby="personal-heading" className="flex flex-col gap-5">
      <h2 id="personal-heading" className="text-2xl font-semibold">
        {t('personalInfo.personalInfo')}
      </h2>
      {editing ? (
        <form noValidate onSubmit={save} className="flex flex-col gap-4 sm:max-w-md">
          <TextField
            label={t('personalInfo.name')}
            autoComplete="name"
            value={name}
            autoFocus
            error={error}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={update.isPending}>
              {t('personalInfo.save')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setName(user.name);
                setError(undefined);
                setEditing(false);
              }}
            >
              {t('personalInfo.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-cocoa-700 text-sm font-medium">{t('personalInfo.name')}</dt>
          <dd className="text-cocoa-900 flex flex-wrap items-center gap-3">
            {user.name}
            <Button
              variant="secondary"
              className="min-h-9 px-4"
              onClick={() => setEditing(true)}
              aria-label={t('personalInfo.editName')}
            >
              {t('personalInfo.edit')}
            </Button>
          </dd>
          <dt className="text-cocoa-700 text-sm font-medium">{t('personalInfo.email')}</dt>
          <dd className="text-cocoa-900 break-all">{user.email}</dd>
          <dt className="text-cocoa-700 text-sm font-medium">{t('personalInfo.memberSince')}</dt>
          <dd className="text-cocoa-900">{formatDateGB(user.memberSince)}</dd>
        </dl>
      )}
    </section>
  );
}
