import { PASSWORD_MIN_LENGTH } from '@shop/contract';
import { useState } from 'react';
import { toast } from '../../../shared/toast.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useChangePassword } from '../api/profile.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';

export function Security() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  const close = () => {
    setOpen(false);
    setCurrent('');
    setNext('');
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!current || !next)
      return void toast.error('Enter your current and your new password.', { id: TOAST_IDS.account });
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, { id: TOAST_IDS.account });
          close();
        },
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.code === 'INVALID_INPUT'
              ? err.message.replace(/^[\w.]+: /, '')
              : err.message,
            { id: TOAST_IDS.account },
          ),
      },
    );
  };
  return (
    <section aria-labelledby="security-heading" className="flex flex-col gap-5">
      <h2 id="security-heading" className="text-2xl font-semibold">
        {t('security.security')}
      </h2>
      <p className="text-cocoa-700 text-sm">{t('security.changingYourPasswordSignsYou')}</p>
      {open ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-md">
          <PasswordField
            label={t('security.currentPassword')}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            autoFocus
          />
          <PasswordField
            label={t('security.newPassword')}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            hint={t('security.passwordHint', { n: PASSWORD_MIN_LENGTH })}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={change.isPending}>
              {t('security.savePassword')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t('security.changePassword')}
        </Button>
      )}
    </section>
  );
}
