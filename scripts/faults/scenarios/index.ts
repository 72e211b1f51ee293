import type { Scenario } from '../lib/context.js';
import { killCycles } from './kill9.js';
import { pgTerminate } from './pg-terminate.js';
import { sigtermUnderLoad } from './sigterm.js';

/** Every scenario by the name `--only` takes, in the order they run. */
export const scenarios: Record<string, Scenario> = {
  'pglite-kill': killCycles('pglite'),
  'pg-kill': killCycles('postgres'),
  'pglite-sigterm': sigtermUnderLoad('pglite'),
  'pg-sigterm': sigtermUnderLoad('postgres'),
  'pg-terminate': pgTerminate,
};
