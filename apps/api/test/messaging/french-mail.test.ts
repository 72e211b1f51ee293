import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS, TOLD_APPLICATION_STATUSES, englishWordsIn, frenchTypographyFaults } from '@talent/shared';
import { chrome, MAIL } from '../../src/messaging/mail/messages.js';
import type { MailContent } from '../../src/messaging/mail/messages.js';
import { renderMail } from '../../src/messaging/mail/render.js';

/** Every mail in French, each of its forms, written as French is: its typography, and no English left in it. */
describe('the French mails', () => {
  const url = 'https://congotalent.cd/x';
  const job = 'Comptable';
  const contents: MailContent[] = [
    MAIL.email_confirmation.fr({ url }),
    MAIL.password_reset.fr({ url }),
    MAIL.password_changed.fr(),
    ...TOLD_APPLICATION_STATUSES.flatMap((status) =>
      [null, 'Banque des Grands Lacs'].map((company) =>
        MAIL.application_status.fr({ jobTitle: job, status, company, url }),
      ),
    ),
    ...REJECTION_REASONS.map((reason) =>
      MAIL.application_status.fr({
        jobTitle: job,
        status: 'rejected',
        company: 'Banque des Grands Lacs',
        reason,
        note: 'Merci pour votre temps.',
        url,
      }),
    ),
    MAIL.application_sent.fr({ jobTitle: job, url }),
    MAIL.applicant_forwarded.fr({ jobTitle: job, applicant: 'Grace Mbuyi', url }),
    MAIL.job_request_decision.fr({ jobTitle: job, approved: true, reason: null, url }),
    MAIL.job_request_decision.fr({ jobTitle: job, approved: false, reason: 'Salaire manquant', url }),
    ...[1, 3].map((count) => MAIL.staff_digest.fr({ count, held: 0, url })),
    ...[1, 2].map((held) => MAIL.staff_digest.fr({ count: 0, held, url })),
    ...[false, true].map((more) =>
      MAIL.job_alert.fr({ alertName: job, jobs: [{ title: job, location: 'Goma', url }], more, alertsUrl: url }),
    ),
    MAIL.deletion_code.fr({ code: '042917' }),
    ...([['cv'], ['photo'], ['logo'], ['cv', 'photo']] as const).map((files) =>
      MAIL.unused_account_files.fr({ files: [...files], removalDate: new Date('2026-04-01T08:00:00Z'), url }),
    ),
    MAIL.unused_account_erasure.fr({ deletionDate: new Date('2026-04-01T08:00:00Z'), url }),
    ...(['dismissed', 'job_closed', 'employer_suspended'] as const).map((outcome) =>
      MAIL.report_outcome.fr({ jobTitle: job, outcome, url }),
    ),
    ...[[job], [job, 'Caissier', 'Chauffeur']].map((jobTitles) => MAIL.job_withdrawn.fr({ jobTitles, url })),
    ...[[job], [job, 'Caissier', 'Chauffeur']].map((jobTitles) => MAIL.job_closed.fr({ jobTitles, url })),
    ...[0, 2].map((jobsClosed) => MAIL.account_suspended.fr({ reason: 'Frais demandés aux candidats', jobsClosed })),
    ...[false, true].map((employer) => MAIL.account_unsuspended.fr({ employer, url })),
    MAIL.message_to_applicant.fr({
      jobTitle: job,
      from: 'Banque des Grands Lacs',
      body: 'Venez avec vos diplômes.',
      url,
    }),
    MAIL.message_to_employer.fr({ jobTitle: job, from: 'Grace Mbuyi', body: 'Merci, à lundi.', url }),
    ...(['proposed', 'scheduled', 'declined', 'counter_proposed', 'cancelled', 'reminder'] as const).flatMap((event) =>
      (['in_person', 'phone', 'video'] as const).flatMap((mode) =>
        (['interview_to_applicant', 'interview_to_employer'] as const).map((kind) =>
          MAIL[kind].fr({
            event,
            jobTitle: job,
            with: 'Banque des Grands Lacs',
            times: ['2026-12-01T09:00:00.000Z', '2026-12-02T14:30:00.000Z'],
            mode,
            place: mode === 'video' ? 'https://meet.example.cd/abc' : mode === 'phone' ? '' : '12, avenue du Commerce',
            note: 'Je travaille le mardi.',
            url,
          }),
        ),
      ),
    ),
  ];
  const texts = [
    chrome.fr.greeting('Grace'),
    chrome.fr.unsubscribe,
    ...contents.flatMap((mail) => [
      mail.subject,
      ...mail.paragraphs,
      ...(mail.action ? [mail.action.label] : []),
      ...(mail.links ?? []).map((link) => link.label),
      // As sent, where the labels meet their addresses and the signature its unsubscribe link.
      renderMail('fr', 'Grace', mail, url).text,
    ]),
  ];

  it('cover every kind of mail', () => {
    expect(Object.keys(MAIL).length).toBe(24);
    expect(texts.length).toBeGreaterThan(30);
  });

  it('follow French typography and hold no English word', () => {
    const faults = texts.flatMap((text) =>
      [...frenchTypographyFaults(text), ...englishWordsIn(text)].map((fault) => `${fault}: ${text}`),
    );
    expect(faults).toEqual([]);
  });
});
