import type { ReactNode } from 'react';
import { ConsoleLayout } from './console-layout';

/**
 * The staff console's frame, which its shell writes (prerender-entry.tsx): the console's own heading, introduction and
 * tabs, the first section's (the queue's) marked, then grey cards in its panel. e2e/frames-hold.spec.ts holds it to the
 * page.
 */
export function ConsoleFrame({ rows }: { rows: ReactNode }) {
  return (
    <ConsoleLayout section="queue" onSection={() => {}} queryParam="tab">
      {rows}
    </ConsoleLayout>
  );
}
