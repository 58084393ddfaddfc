import { LIMITS } from '@shop/contract';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  disabled?: boolean;
  label?: string;
  /** The field's name in a form posted without scripts. */
  name?: string;
}

/**
 * Six single-character boxes; typing advances, backspace goes back, a paste fills them all.
 * input-otp keeps one real input behind the six boxes, so screen readers, `one-time-code` autofill
 * and the numeric keypad all see a single field.
 */
export function OtpField({ value, onChange, onComplete, disabled, label: givenLabel, name }: OtpFieldProps) {
  const { t } = useTranslation('auth');
  const label = givenLabel ?? t('otpField.verificationCode');
  const labelId = useId();
  const hintId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-cocoa-900 text-sm font-medium">
        {label}
      </span>
      <OTPInput
        value={value}
        onChange={onChange}
        maxLength={LIMITS.otpLength}
        pattern={REGEXP_ONLY_DIGITS}
        // A pasted "123 456" or "123-456" from a mail still fills the boxes.
        pasteTransformer={(pasted) => pasted.replace(/\D/g, '').slice(0, LIMITS.otpLength)}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled}
        required
        {...(name ? { name } : {})}
        {...(onComplete ? { onComplete } : {})}
        containerClassName="flex items-center justify-between gap-2 has-[:disabled]:opacity-60"
        render={({ slots }) => (
          <>
            {slots.map((slot, i) => (
              <div
                key={i}
                data-testid="otp-box"
                className={`font-display text-cocoa-900 relative flex h-14 w-full max-w-12 items-center justify-center rounded-lg border-2 bg-white text-2xl font-semibold transition-colors ${
                  slot.isActive ? 'border-accent ring-accent/30 ring-2' : 'border-cocoa-900/25'
                }`}
              >
                {slot.char}
                {slot.hasFakeCaret && (
                  <span aria-hidden="true" className="bg-cocoa-900 absolute h-6 w-px animate-pulse" />
                )}
              </div>
            ))}
          </>
        )}
      />
      <span id={hintId} className="text-cocoa-700 text-xs">
        {t('otpField.enterThe6DigitsFrom')}
      </span>
    </div>
  );
}
