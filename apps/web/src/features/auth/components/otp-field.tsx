import { LIMITS } from '@shop/contract';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useId } from 'react';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * Six single-character boxes; typing advances, backspace goes back, a paste fills them all.
 * input-otp keeps one real input behind the six boxes, so screen readers, `one-time-code` autofill
 * and the numeric keypad all see a single field.
 */
export function OtpField({ value, onChange, onComplete, disabled, label = 'Verification code' }: OtpFieldProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-cocoa-900">
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
        {...(onComplete ? { onComplete } : {})}
        containerClassName="flex items-center justify-between gap-2 has-[:disabled]:opacity-60"
        render={({ slots }) => (
          <>
            {slots.map((slot, i) => (
              <div
                key={i}
                data-testid="otp-box"
                className={`relative flex h-14 w-full max-w-12 items-center justify-center rounded-lg border-2 bg-white font-display text-2xl font-semibold text-cocoa-900 transition-colors ${
                  slot.isActive ? 'border-accent ring-2 ring-accent/30' : 'border-cocoa-900/25'
                }`}
              >
                {slot.char}
                {slot.hasFakeCaret && (
                  <span aria-hidden="true" className="absolute h-6 w-px animate-pulse bg-cocoa-900" />
                )}
              </div>
            ))}
          </>
        )}
      />
      <span id={hintId} className="text-xs text-cocoa-700">
        Enter the 6 digits from the email. You can paste the whole code.
      </span>
    </div>
  );
}
