import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-chocolate text-white hover:bg-cocoa',
  secondary: 'border-2 border-chocolate bg-white text-chocolate hover:bg-cream-dark',
  ghost: 'text-chocolate underline-offset-4 hover:bg-cream-dark hover:underline',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-8 text-lg',
};

function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps, className = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    className,
  ].join(' ');
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** A submission is in flight: shows a spinner, marks the button busy and blocks double submits. */
    pending?: boolean;
  };

/** A `<button>`; `type` defaults to "submit" because most buttons here submit a server form. */
export function Button({ variant, size, pending = false, type = 'submit', disabled, className, children, ...props }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClasses({ variant, size }, className)} {...props}>
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleProps;

/** A react-router `Link` that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
