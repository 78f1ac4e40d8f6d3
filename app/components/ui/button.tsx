import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner.tsx';

/**
 * The one button system (docs/design.md): primary is the page's main action (candy, reads on cream and on chocolate),
 * secondary the alternatives (chocolate outline), link a quiet action styled as text (Remove, Edit) that still has a
 * 24 px tap target. Labels are sentence case ("Add to bag") unless the spec names the label.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'rounded-control bg-candy text-white hover:bg-candy-dark',
  secondary: 'rounded-control border-2 border-chocolate bg-white text-chocolate hover:bg-cream-dark',
  link: 'rounded-control text-chocolate underline underline-offset-4 hover:text-candy-dark',
};

// Link buttons keep the text's own padding; their height is the tap target, not a button's.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-touch px-5 text-base',
  lg: 'min-h-12 px-8 text-lg',
};
const LINK_SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-tap text-sm',
  md: 'min-h-tap text-base',
  lg: 'min-h-touch text-lg',
};

/** The classes of a button of this variant and size, for elements that are not `Button` or `ButtonLink` (a `<summary>`, a Radix close). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps, className = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    variant === 'link' ? LINK_SIZE_CLASSES[size] : SIZE_CLASSES[size],
    className,
  ].join(' ');
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** A submission is in flight: shows a spinner, marks the button busy and blocks double submits. */
    pending?: boolean;
  };

/** A `<button>`; `type` defaults to "submit" because most buttons here submit a server form. */
export function Button({
  variant,
  size,
  pending = false,
  type = 'submit',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClasses({ variant, size }, className)}
      {...props}
    >
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
