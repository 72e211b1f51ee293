import type { ReactNode } from 'react';
import { skillMatchColour } from '@talent/shared';

/**
 * A skill-match percentage's badge, coloured by its band (80+ green, 60-79 amber, 40-59 orange, below 40 red;
 * docs/product.md). The caller's text says the number, so colour is never the only signal.
 */
export function MatchColourBadge({
  percentage,
  className,
  children,
}: {
  percentage: number;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['badge', className, `match--${skillMatchColour(percentage)}`].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
