/**
 * Plays the visitor's browser at the test provider without a browser: follows the redirects with a cookie
 * jar and fills its sign-in and consent forms (oidc-provider's development interactions), then returns the
 * address the provider sends the browser back to, with `code`, `state` and `iss` (or `error`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  options: { login: string; redirectUri: string; deny?: boolean },
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookieHeader() } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };

  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(options.redirectUri)) return new URL(url);
    const res = await request(url);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at the provider (${res.status}): ${page.slice(0, 300)}`);
    if (options.deny) {
      url = new URL(action.replace(/\/submit$/, '/abort'), url).href;
      continue;
    }
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: options.login, password: 'any' } : { prompt },
    );
    const posted = await request(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const next = posted.headers.get('location');
    if (!next) throw new Error(`the provider did not accept the ${prompt} form (${posted.status})`);
    url = new URL(next, url).href;
  }
  throw new Error('too many steps at the provider');
}
