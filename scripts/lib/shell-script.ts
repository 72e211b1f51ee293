import { build } from 'esbuild';
import { format, resolveConfig } from 'prettier';

/** The shell's renderer, written in TypeScript (type-checked and linted like the rest). */
export const SHELL_SOURCE = 'packages/shared/shell/first-requests.ts';
/** Where its inline script is kept, as the string the prerender writes into each shell and the API hashes for its CSP. */
export const SHELL_SCRIPT_FILE = 'packages/shared/src/first-requests-script.ts';

/**
 * The module holding the inline script: the source bundled with the constants it reads (the attributes, the keys),
 * minified into one expression, for the browsers the app is built for (es2020).
 */
export async function shellScriptModule(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [SHELL_SOURCE],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    treeShaking: true,
    write: false,
  });
  const script = outputFiles[0]!.text.trim();
  const module =
    `// Built from ${SHELL_SOURCE} by scripts/shell-script.ts (run by \`npm run build\`; a test checks it is current):\n` +
    '// edit the source, not this file.\n\n' +
    "/** The second inline script of a signed-in page's shell: what it does is said in its source. */\n" +
    `export const FIRST_REQUESTS_SCRIPT = ${JSON.stringify(script)};\n`;
  return format(module, { ...(await resolveConfig(SHELL_SCRIPT_FILE)), filepath: SHELL_SCRIPT_FILE });
}
