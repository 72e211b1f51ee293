import type { ProxyOptions } from 'vite';
// By path: the config is bundled on its own, and the package's name would resolve to TypeScript Node cannot load.
import { API_PATH_PREFIXES } from '../../packages/shared/src/constants.ts';

/**
 * The dev server's proxy: every path the API owns goes to the API, by the same prefixes the server and the
 * service worker use, each ending where the API's part of the path ends ("/hiring/" and not "/hiring", which
 * would also take the web app's /hiring-center).
 */
export function apiProxy(target: string): Record<string, string | ProxyOptions> {
  return Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, target]));
}
