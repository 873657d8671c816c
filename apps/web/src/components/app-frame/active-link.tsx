// A menu link that marks itself current: the active class plus aria-current="page".
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

// CSS-module class names are typed as possibly undefined.
type ActiveLinkProps = {
  to: string;
  isActive: boolean;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
};

export function ActiveLink({ to, isActive, className, activeClassName, children }: ActiveLinkProps) {
  return (
    <Link
      to={to}
      className={cn(className, isActive && activeClassName)}
      aria-current={isActive ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
