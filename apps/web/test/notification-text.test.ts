import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@talent/shared';
import i18n from '../src/i18n';
import enAccount from '../src/i18n/locales/en/account';
import frAccount from '../src/i18n/locales/fr/account';
import { notificationHref, notificationText } from '../src/components/layout/notification-text';

const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values, 'account');
const notice = (kind: Notification['kind'], data: Notification['data']): Notification => ({
  id: 1,
  kind,
  data,
  read: false,
  created_at: '2030-11-21T10:00:00Z',
});

describe('the notices of the trust work', () => {
  beforeAll(() => {
    i18n.addResources('en', 'account', enAccount);
    i18n.addResources('fr', 'account', frAccount);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('tell a reporter what staff decided, and lead back to the jobs', () => {
    const dismissed = notice('report_outcome', { job_title: 'Caissier', outcome: 'dismissed' });
    const closed = notice('report_outcome', { job_title: 'Caissier', outcome: 'job_closed' });
    expect(notificationText(t, dismissed)).toBe(
      'Staff looked at your report on "Caissier" and found nothing against the rules. Thank you for telling us.',
    );
    expect(notificationText(t, closed)).toBe('Thank you for your report: staff closed "Caissier".');
    expect(notificationHref(dismissed)).toBe('/recommended-jobs');
  });

  it('tell an applicant that the job closed without an answer, and lead to the applications', () => {
    const closed = notice('job_closed', { job_title: 'Caissier' });
    expect(notificationText(t, closed)).toBe(
      '"Caissier", a job you applied to, closed before the employer answered you: your application closed with it. This says nothing against you.',
    );
    expect(notificationHref(closed)).toBe('/my-applications');
  });

  it('tell an applicant that our team withdrew the job, never to pay anyone for a job, and lead to the applications', () => {
    const withdrawn = notice('job_withdrawn', { job_id: 7, job_title: 'Caissier' });
    expect(notificationText(t, withdrawn)).toBe(
      '"Caissier", a job you applied to, was withdrawn by our team. Never pay anyone for a job: if someone asks you to, report it.',
    );
    expect(notificationHref(withdrawn)).toBe('/my-applications');
    const suspended = notice('report_outcome', { job_title: 'Caissier', outcome: 'employer_suspended' });
    expect(notificationText(t, suspended)).toBe(
      'Thank you for your report: staff suspended the employer of "Caissier" and withdrew its jobs.',
    );
  });

  it('read in French, with its typography', async () => {
    await i18n.changeLanguage('fr');
    expect(notificationText(t, notice('report_outcome', { job_title: 'Caissier', outcome: 'job_closed' }))).toBe(
      'Merci pour votre signalement\u202f: notre équipe a clôturé «\u202fCaissier\u202f».',
    );
    expect(notificationText(t, notice('report_outcome', { job_title: 'Caissier', outcome: 'dismissed' }))).toContain(
      'n’a rien trouvé de contraire aux règles',
    );
    // One sentence, the application closed once: not "clôturée sans réponse …, clôturée avec elle".
    expect(notificationText(t, notice('job_closed', { job_title: 'Caissier' }))).toBe(
      '«\u202fCaissier\u202f», une offre à laquelle vous avez postulé, a été clôturée avant que l’employeur ne vous ait répondu\u202f: votre candidature est clôturée avec elle. Cela ne dit rien contre vous.',
    );
    expect(notificationText(t, notice('job_withdrawn', { job_title: 'Caissier' }))).toBe(
      '«\u202fCaissier\u202f», une offre à laquelle vous avez postulé, a été retirée par notre équipe. Ne payez jamais personne pour un emploi\u202f: si on vous le demande, signalez-le.',
    );
    expect(
      notificationText(t, notice('report_outcome', { job_title: 'Caissier', outcome: 'employer_suspended' })),
    ).toContain('a suspendu l’employeur de «\u202fCaissier\u202f»');
  });

  it('name a forwarded applicant, and say that one deleted their account without a blank where the name was', async () => {
    const named = notice('applicant_forwarded', {
      job_title: 'Caissier',
      applicant: 'Amani Kasongo',
      applicant_id: 'u',
    });
    const erased = notice('applicant_forwarded', { job_title: 'Caissier', applicant_id: 'u' });
    expect(notificationText(t, named)).toBe('A new applicant, Amani Kasongo, was forwarded to you for "Caissier".');
    expect(notificationText(t, erased)).toBe(
      'An applicant was forwarded to you for "Caissier"; they have since deleted their account.',
    );
    expect(notificationHref(erased)).toBe('/hiring-center');
    await i18n.changeLanguage('fr');
    expect(notificationText(t, erased)).toBe(
      'Une candidature vous a été transmise pour «\u202fCaissier\u202f»\u202f; son auteur a depuis supprimé son compte.',
    );
  });
});
