import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The folders of apps/api/src that every module may use and that use no module: not modules themselves. */
export const API_BASE = ['cli', 'db', 'lib', 'plugins', 'types'];

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The domain modules of a source tree: its folders, but the base's. */
export function modulesOf(sources: string): string[] {
  return readdirSync(sources, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !API_BASE.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** What each module must hold: its door and its README. */
export function missingModuleFiles(sources: string): string[] {
  return modulesOf(sources).flatMap((name) =>
    ['index.ts', 'README.md']
      .filter((file) => !existsSync(join(sources, name, file)))
      .map((file) => `${sources}/${name}/${file}`),
  );
}

/** Which module depends on which, read from every import of the sources (types included): module -> modules. */
export function moduleGraph(sources: string): Map<string, Set<string>> {
  const modules = modulesOf(sources);
  const moduleOf = (file: string) => {
    const first = relative(sources, file).split('/')[0]!;
    return modules.includes(first) ? first : null;
  };
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const file of walk(sources).filter((path) => /\.tsx?$/.test(path))) {
    const from = moduleOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      const to = moduleOf(existsSync(target) ? target : target.replace(/\.js$/, '.ts'));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each once, as the modules along it (the first repeated at the end). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (path: string[]) => {
    const last = path[path.length - 1]!;
    for (const next of [...(graph.get(last) ?? [])].sort()) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        // One rotation of each cycle: the one that starts at its smallest name.
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const key = [...cycle.slice(start), ...cycle.slice(0, start)];
        if (!seen.has(key.join('>'))) {
          seen.add(key.join('>'));
          cycles.push([...key, key[0]!]);
        }
      } else if (path.length < graph.size) {
        visit([...path, next]);
      }
    }
  };
  for (const name of [...graph.keys()].sort()) visit([name]);
  return cycles;
}

const START = '<!-- module-graph: written by `npm run module-graph`, checked by `npm run lint` -->';
const END = '<!-- /module-graph -->';

/** The drawing of the modules and their dependencies, as a Mermaid flowchart (an arrow points at what is used). */
export function drawing(graph: Map<string, Set<string>>): string {
  // A Mermaid id holds no hyphen; the module's name is its label.
  const id = (name: string) => name.replaceAll('-', '_');
  const nodes = [...graph.keys()].map((name) => `  ${id(name)}[${name}]`);
  const edges = [...graph].flatMap(([from, tos]) => [...tos].sort().map((to) => `  ${id(from)} --> ${id(to)}`));
  return [START, '```mermaid', 'flowchart TD', ...nodes, ...edges, '```', END].join('\n');
}

/** The README with its drawing replaced by the one given (or unchanged when it has no drawing's markers). */
export function withDrawing(readme: string, newDrawing: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return readme;
  return readme.slice(0, start) + newDrawing + readme.slice(end + END.length);
}

/** The source trees no import cycle may run through: the apps' and the shared package's code and tests. */
export const CYCLE_CHECKED = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/web/test',
  'packages/shared/src',
  'packages/shared/test',
];

const SOURCE_FILE = /\.(ts|tsx)$/;
const RESOLVED_AS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative import names (`./a.js` is `./a.ts` on disk), or null when none is found. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]) {
    for (const ending of RESOLVED_AS) {
      const path = candidate + ending;
      if (SOURCE_FILE.test(path) && existsSync(path)) return path;
    }
  }
  return null;
}

/** Which file imports which, among the source files under `roots` (relative imports, types included). */
export function fileGraph(roots: readonly string[]): Map<string, Set<string>> {
  const files = roots.filter((root) => existsSync(root)).flatMap((root) => walk(root));
  const graph = new Map<string, Set<string>>();
  for (const file of files.filter((path) => SOURCE_FILE.test(path)).map((path) => resolve(path))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/**
 * The groups of files that import each other, round and round (the strongly connected components of more than one
 * file, or a file importing itself), each sorted, by Tarjan's algorithm: linear in the imports, where following every
 * path from every file is not.
 */
export function fileCyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups;
}
