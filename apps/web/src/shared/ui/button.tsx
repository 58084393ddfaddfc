import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-cocoa-900 text-cream hover:bg-cocoa-700 disabled:bg-cocoa-500',
  secondary: 'border border-cocoa-900 bg-transparent text-cocoa-900 hover:bg-cocoa-900 hover:text-cream',
  ghost: 'bg-transparent text-cocoa-900 hover:bg-cream-200',
  light: 'bg-wheat text-cocoa-900 hover:bg-wheat-300 disabled:bg-wheat-300',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  children: ReactNode;
}

/** Buttons that wait show a spinner and stay disabled until the answer comes. */
export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold tracking-wide transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
