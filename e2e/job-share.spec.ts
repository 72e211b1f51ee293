import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

/**
 * A job's page passes the job on: a WhatsApp message with its title, town and address, or its address copied. In
 * French on the phone, in English on the desktop.
 */
test('a job is shared by WhatsApp or by its copied link', async ({ page, context, request, baseURL }, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p } = textsFor(language);
  const { jobId } = await approvedJob(request, 'Géomètre minier', { job_location: 'Kolwezi, Lualaba' });
  await signInBrowser(page, await registerViaApi(request, 'professional'), language);
  await page.goto(`/jobs/${jobId}`);
  const address = `${baseURL}/jobs/${jobId}`;

  const share = page.getByRole('region', { name: p.job.share.title });
  const whatsapp = share.getByRole('link', { name: p.job.share.whatsapp });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  const message = href.searchParams.get('text')!;
  for (const part of ['Géomètre minier', 'Kolwezi, Lualaba', address]) expect(message).toContain(part);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await share.getByRole('button', { name: p.job.share.copy }).click();
  await expect(share.getByRole('status')).toHaveText(p.job.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Both ways are within a phone's width.
  const width = page.viewportSize()!.width;
  for (const control of [whatsapp, share.getByRole('button', { name: p.job.share.copy })]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});
