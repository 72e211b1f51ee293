/**
 * happy-dom has neither `select.size` nor `option.defaultSelected`, which react-hook-form reads to tell a select the
 * reader already changed from one it is to fill: without them, no select is ever filled from a form's values (a
 * request opened to be changed, say). Here they are as browsers give them.
 */
export function withSelectDefaults() {
  const select = Object.getPrototypeOf(document.createElement('select')) as object;
  if (!('size' in select))
    Object.defineProperty(select, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute('size') ?? 0);
      },
    });
  const option = Object.getPrototypeOf(document.createElement('option')) as object;
  if (!('defaultSelected' in option))
    Object.defineProperty(option, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
}
