/** A multipart/form-data body as a browser would send it, for app.inject. */
export interface FilePart {
  field: string;
  filename: string;
  data: Buffer;
  type?: string;
}

export async function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
