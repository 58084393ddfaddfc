import { PASSWORD_MIN_LENGTH } from '@shop/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../shared/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { FormAlert, PostedAnswer } from '../../auth/components/form-alert.tsx';
import { useLang } from '../../../shared/i18n/react.tsx';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { PASSWORDS_NEEDED } from '../profile-results.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { OpenButton } from './open-button.tsx';
import { useTranslation } from 'react-i18next';

export function Security() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const [params] = useSearchParams();
  const change = useProfileForm('password', undefined, () => close());
  // Opened by `?edit=password` before the scripts run; a changed password closes it again.
  const [open, setOpen] = useState(params.get('edit') === 'password' && !change.posted?.ok);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const close = () => {
    setOpen(false);
    setCurrent('');
    setNext('');
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!current || !next) return void toast.error(PASSWORDS_NEEDED, { id: TOAST_IDS.account });
    void change.fetcher.submit({ intent: 'password', currentPassword: current, newPassword: next }, { method: 'post' });
  };
  return (
    <section aria-labelledby="security-heading" className="flex flex-col gap-5">
      <h2 id="security-heading" className="text-2xl font-semibold">
        {t('security.security')}
      </h2>
      <p className="text-cocoa-700 text-sm">{t('security.changingYourPasswordSignsYou')}</p>
      {change.posted?.ok && <PostedAnswer answer={change.posted} showSuccess />}
      {open ? (
        <change.fetcher.Form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="password" />
          <PasswordField
            label={t('security.currentPassword')}
            autoComplete="current-password"
            name="currentPassword"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            autoFocus
          />
          <PasswordField
            label={t('security.newPassword')}
            autoComplete="new-password"
            name="newPassword"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            hint={t('security.passwordHint', { n: PASSWORD_MIN_LENGTH })}
          />
          {change.fieldErrors.form && (
            <FormAlert>{translateMessage(change.fieldErrors.form, undefined, lang)}</FormAlert>
          )}
          {!change.posted?.ok && <PostedAnswer answer={change.posted} />}
          <div className="flex gap-2">
            <Button type="submit" loading={change.pending}>
              {t('security.savePassword')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('security.cancel')}
            </Button>
          </div>
        </change.fetcher.Form>
      ) : (
        <OpenButton
          query={{ tab: 'security', edit: 'password' }}
          onOpen={() => setOpen(true)}
          variant="secondary"
          className="self-start"
        >
          {t('security.changePassword')}
        </OpenButton>
      )}
    </section>
  );
}
