import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/react.tsx';
import { translateMessage } from '../i18n/messages.ts';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { inputClass } from './field-styles.ts';
import { NOT_READY } from './not-ready.ts';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** Password inputs have a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const lang = useLang();
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  // Showing the password is the script's work (no native control changes an input's type).
  const hydrated = useHydrated();
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-cocoa-900 text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].join(' ').trim() || undefined
          }
          className={`${inputClass} pr-12`}
          {...rest}
        />
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={shown}
          aria-controls={inputId}
          className={`${NOT_READY} text-cocoa-700 hover:text-cocoa-900 absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg`}
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-cocoa-700 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {translateMessage(error, undefined, lang)}
        </p>
      )}
    </div>
  );
});
