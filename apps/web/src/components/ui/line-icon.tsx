// A line icon on a 24-unit grid, drawn in the text's colour with round ends and hidden from screen readers;
// its circles and paths take the stroke from here, so an icon is only its shapes.
import type { ReactNode } from 'react';

type LineIconProps = {
  size: number;
  strokeWidth?: number;
  /** Round corners where lines meet (sharp by default). */
  isRoundJoin?: boolean;
  className?: string;
  children: ReactNode;
};

export function LineIcon({ size, strokeWidth = 2, isRoundJoin = false, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={isRoundJoin ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
