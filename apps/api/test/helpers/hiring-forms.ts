import { PDFDocument } from '@cantoo/pdf-lib';
import { addDaysIso, todayIso } from '@talent/shared';

/** A complete, valid job request payload (dates relative to today). */
export function validJobRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = todayIso();
  return {
    job_title: 'Electrical Engineer',
    job_description: 'Maintain the electrical installations of a copper mine near Kolwezi.',
    experience_level: 'senior',
    type_of_contract: 'full-time',
    start_date: addDaysIso(today, 40),
    salary: 3200,
    job_location: 'Kolwezi, DR Congo',
    work_model: 'on-site',
    application_deadline: addDaysIso(today, 20),
    required_skills: 'AutoCAD, HSE, Français, JS',
    ...overrides,
  };
}

export async function pdfBytes(text = 'Job specification'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body and its content type, encoded the way a browser's FormData is. */
export async function multipartBody(fields: Record<string, unknown>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const f of files) form.append(f.name, new Blob([new Uint8Array(f.data)], { type: f.type }), f.filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
