import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (a schema and the validation library under it) is downloaded and run only once the
 * reader starts on the form, not with the page: on a page that is read more often than filled in (the log-in
 * page), the page becomes usable sooner on a slow phone. `preload` starts it early (on the form's first focus,
 * say). Should the code not arrive (the connection dropped), the values go through unchecked and the server,
 * which checks them in any case, answers with the same messages.
 */
export function lazyResolver<T extends FieldValues, C = unknown, O = T>(load: () => Promise<Resolver<T, C, O>>) {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T, C, O> = async (values, context, options) => {
    let resolve: Resolver<T, C, O>;
    try {
      resolve = await preload();
    } catch {
      return { values: values as unknown as O, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void preload().catch(() => {}) };
}
