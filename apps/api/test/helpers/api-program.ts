/**
 * The command that runs one of the API's programs (the server, a command-line tool) as a process of its own. From
 * the sources through tsx, as a developer's run of a test file has it; from the production build when
 * TEST_API_BUILD is set, which `npm test` does right after building it, so that the build cannot be older than the
 * sources. The build starts in about two thirds of the time, and the suite starts some seventy of these processes.
 */
export function apiProgram(name: 'server' | 'create-admin' | 'import-jobs' | 'backup' | 'restore'): string[] {
  if (process.env.TEST_API_BUILD) return [process.execPath, `apps/api/dist/${name}.js`];
  return [
    process.execPath,
    '--import',
    'tsx',
    name === 'server' ? 'apps/api/src/server.ts' : `apps/api/src/cli/${name}.ts`,
  ];
}
