import { useLang } from '../i18n/react.tsx';
import { translateMessage } from '../i18n/messages.ts';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { inputClass } from './field-styles.ts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className = '', ...rest },
  ref,
) {
  const lang = useLang();
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-cocoa-900 text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`${inputClass} read-only:bg-cream-200 read-only:text-cocoa-700`}
        {...rest}
      />
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {translateMessage(error, undefined, lang)}
        </p>
      )}
    </div>
  );
});
