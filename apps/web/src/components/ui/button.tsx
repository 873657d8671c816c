// Buttons and button-styled links in the theme's variants; a button whose call is on the way looks busy
// (`isBusy`: spinner and busy label) until its answer.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cn } from '@/lib/cn';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'dark';
type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: StyleProps,
  extra?: string,
): string {
  return cn(styles.button, styles[variant], styles[size], block && styles.block, extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    children: ReactNode;
    /** Its call is on the way: a spinner and `busyLabel` (else the label) until the answer, no clicks. */
    isBusy?: boolean;
    busyLabel?: ReactNode;
  };

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  isBusy = false,
  busyLabel,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, cn(isBusy && styles.busy, className))}
      disabled={isBusy || disabled}
      aria-busy={isBusy ? true : undefined}
      {...rest}
    >
      {isBusy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" data-spinner />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

type ButtonLinkProps = LinkProps & StyleProps;

export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
