import type { ProfileUser } from '@shop/contract';
import { PersonName } from '@shop/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatShortDate as formatDateGB } from '@shop/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { PostedAnswer } from '../../auth/components/form-alert.tsx';
import { useProfileForm } from '../use-profile-form.ts';
import { OpenButton } from './open-button.tsx';
import { useTranslation } from 'react-i18next';

export function PersonalInfo({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const form = useProfileForm('name', undefined, () => setEditing(false));
  // Opened by `?edit=name` before the scripts run; a saved name closes it again.
  const [editing, setEditing] = useState(params.get('edit') === 'name' && !form.posted?.ok);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = PersonName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void form.fetcher.submit({ intent: 'name', name: parsed.data }, { method: 'post' });
  };

  return (
    <section aria-labelledby="personal-heading" className="flex flex-col gap-5">
      <h2 id="personal-heading" className="text-2xl font-semibold">
        {t('personalInfo.personalInfo')}
      </h2>
      <PostedAnswer answer={form.posted} showSuccess />
      {editing ? (
        <form.fetcher.Form method="post" noValidate onSubmit={save} className="flex flex-col gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="name" />
          <TextField
            label={t('personalInfo.name')}
            autoComplete="name"
            name="name"
            value={name}
            autoFocus
            error={error ?? form.fieldErrors.name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={form.pending}>
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
        </form.fetcher.Form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-cocoa-700 text-sm font-medium">{t('personalInfo.name')}</dt>
          <dd className="text-cocoa-900 flex flex-wrap items-center gap-3">
            {user.name}
            <OpenButton
              query={{ tab: 'personal', edit: 'name' }}
              onOpen={() => setEditing(true)}
              variant="secondary"
              className="min-h-9 px-4"
              aria-label={t('personalInfo.editName')}
            >
              {t('personalInfo.edit')}
            </OpenButton>
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
