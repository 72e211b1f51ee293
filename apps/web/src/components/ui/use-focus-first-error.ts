import { useEffect, type RefObject } from 'react';

/**
 * After a submit that left errors, focus goes to the first invalid control in the order the form shows them
 * (react-hook-form would pick the order in which fields were registered). Pair with
 * `useForm({ shouldFocusError: false })`; pass `formState.submitCount` and whether there are errors.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, submitCount: number, hasErrors: boolean) {
  useEffect(() => {
    if (submitCount === 0 || !hasErrors) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a new submit moves the focus, not every change of the errors while the user corrects them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}
