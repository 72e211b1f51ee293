import type { ReactNode } from 'react';

/**
 * A line icon drawn in the text's colour on a 24-unit grid, hidden from screen readers (its button or link says
 * what it does in words). `children` are its paths.
 */
export function StrokeIcon({
  size,
  strokeWidth = 2,
  children,
}: {
  size: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
