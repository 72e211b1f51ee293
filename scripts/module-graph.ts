// Checks the API's modules: each has its door and README, no cycle between them, and apps/api/README.md's drawing
// true to their imports; and that no import cycle runs between files of the apps and the shared package (in a few
// seconds, where ESLint's rule for it took more than half of the lint's time).
// `--write` writes the drawing instead. Run by `npm run lint`.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  CYCLE_CHECKED,
  cyclesOf,
  drawing,
  fileCyclesOf,
  fileGraph,
  missingModuleFiles,
  moduleGraph,
  withDrawing,
} from './lib/module-graph.js';

const SOURCES = 'apps/api/src';
const README = 'apps/api/README.md';

const graph = moduleGraph(SOURCES);
const problems = [
  ...cyclesOf(graph).map(
    (cycle) => `The modules depend on each other in a cycle: ${cycle.join(' -> ')}. Move what both need into one.`,
  ),
  ...fileCyclesOf(fileGraph(CYCLE_CHECKED)).map(
    (files) =>
      `These files import each other in a cycle: ${files.map((f) => relative(process.cwd(), f)).join(', ')}. ` +
      'Move what they share into a file of its own.',
  ),
  ...missingModuleFiles(SOURCES).map(
    (file) => `${file} is missing: each module has a door (index.ts) and a README of a page saying what it owns.`,
  ),
];
const readme = readFileSync(README, 'utf8');
const current = withDrawing(readme, drawing(graph));
if (process.argv.includes('--write')) {
  writeFileSync(README, current);
} else if (current !== readme) {
  problems.push(`${README}: the drawing of the modules is out of date: run \`npm run module-graph\`.`);
}
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
