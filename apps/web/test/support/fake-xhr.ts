import { vi } from 'vitest';

/** A stand-in for the browser's XMLHttpRequest (the form uploads with progress), answering as told. */
export function fakeXhr(answer: { status: number; body?: unknown } | 'network-error') {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      queueMicrotask(() => {
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body ?? {});
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
