import {
  CONTACT_EMAIL,
  DEVICE_KINDS,
  emailCategoriesOf,
  MARKET_TIME_ZONE,
  SIGN_IN_METHODS,
  SOCIAL_PROVIDER_NAMES,
  type Consents,
  type DeviceKind,
  type Language,
  type SignInMethod,
} from '@talent/shared';
import type { PersonalRecords } from '../repositories/data-export.js';
import { READ_ME_WORDS, type AccountEventAction } from './words.js';

/** What the page says, beside the records: the moment, the site's address, the files in the ZIP. */
export interface ReadMeInput {
  language: Language;
  exportedAt: Date;
  publicUrl: string;
  records: PersonalRecords;
  /** The applications' jobs as the person read them (the demo market's in their language). */
  applicationJobs: { title: string; location: string }[];
  consents: Consents;
  files: { name: string; kind: string; uploadedAt: Date }[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A path inside the ZIP as a relative link: each segment encoded, so that any file name is a link to itself. */
const zipLink = (name: string) => name.split('/').map(encodeURIComponent).join('/');

/** A small page that reads well on a phone and prints, with no file or font from elsewhere: it is read offline. */
const STYLE = `
:root { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2937; background: #fff; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; line-height: 1.25; color: #0b6e4f; margin: 0.5rem 0 0.75rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 0.25rem; padding-top: 0.75rem; border-top: 1px solid #d1d5db; }
p, ul, dl { margin: 0.5rem 0; }
a { color: #0b6e4f; overflow-wrap: anywhere; }
.about { color: #4b5563; }
nav ul { padding-left: 1.25rem; }
dl { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 1rem; }
dt { font-weight: 600; margin-top: 0.5rem; }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
@media (min-width: 40rem) { dl { grid-template-columns: 14rem minmax(0, 1fr); } dt { margin-top: 0.25rem; } dd { margin-top: 0.25rem; } }
ul.records { list-style: none; padding: 0; }
ul.records > li { border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
.title { font-weight: 600; }
.meta { color: #4b5563; font-size: 0.9rem; }
details { margin-top: 0.25rem; }
details p { white-space: pre-wrap; }
footer { margin-top: 2rem; color: #4b5563; font-size: 0.9rem; }
`;

const isSignInMethod = (value: unknown): value is SignInMethod =>
  (SIGN_IN_METHODS as readonly unknown[]).includes(value);
const isDeviceKind = (value: unknown): value is DeviceKind => (DEVICE_KINDS as readonly unknown[]).includes(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page of the export that says in plain words, in the person's language, what the ZIP holds: who we are, when
 * it was made, each section with the person's values, and how to use their rights. Every value is escaped.
 */
export function renderReadMe(input: ReadMeInput): { fileName: string; html: string } {
  const w = READ_ME_WORDS[input.language];
  const s = w.sections;
  const { records } = input;
  const moment = new Intl.DateTimeFormat(w.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MARKET_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeZone: MARKET_TIME_ZONE });
  const calendarDay = new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([w.locale], { type: 'region' });
  const when = (date: Date | string) => moment.format(new Date(date));
  const on = (date: Date | string) => day.format(new Date(date));
  const country = (code: string | null) => {
    if (!code) return null;
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const e = escapeHtml;
  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? `<em>${e(w.notGiven)}</em>` : e(String(v));
  const rows = (pairs: [label: string, v: string | number | null | undefined][]) =>
    `<dl>${pairs.map(([label, v]) => `<dt>${e(label)}</dt><dd>${value(v)}</dd>`).join('')}</dl>`;
  const list = (items: string[]) =>
    items.length === 0
      ? `<p>${e(w.nothing)}</p>`
      : `<ul class="records">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const link = (href: string, label: string) => `<a href="${e(href)}">${e(label)}</a>`;

  const sections: { id: string; heading: string; about: string; body: string }[] = [];
  const add = (id: string, heading: string, about: string, body: string) => sections.push({ id, heading, about, body });

  const user = records.users[0]!;
  add(
    'account',
    s.account.heading,
    s.account.about,
    rows([
      [s.account.name, `${user.firstName} ${user.lastName}`.trim()],
      [s.account.email, user.email],
      [s.account.type, s.account.userTypes[user.userType as keyof typeof s.account.userTypes] ?? user.userType],
      [s.account.language, s.account.languages[input.language]],
      [s.account.created, when(user.createdAt)],
      [s.account.emailConfirmed, user.emailConfirmedAt ? when(user.emailConfirmedAt) : w.notYet],
      [s.account.phoneProven, user.phoneVerified ? `${user.phoneVerified}, ${when(user.phoneVerifiedAt!)}` : w.no],
      ...(user.userType === 'employer'
        ? [[s.account.verified, user.verifiedAt ? when(user.verifiedAt) : w.notYet] as [string, string]]
        : []),
      ...(user.suspendedAt ? [[s.account.suspended, when(user.suspendedAt)] as [string, string]] : []),
      [s.account.lastSignIn, user.lastLoginAt ? when(user.lastLoginAt) : null],
    ]),
  );

  const p = s.profile;
  if (records.professional_profiles[0]) {
    const pro = records.professional_profiles[0];
    add(
      'profile',
      p.heading,
      p.about,
      rows([
        [p.country, country(pro.country)],
        [p.phone, pro.phoneNumber],
        [p.birth, pro.dateOfBirth ? calendarDay.format(new Date(pro.dateOfBirth)) : null],
        [p.jobTitle, pro.currentJobTitle],
        [p.years, pro.yearsOfExperience],
        [p.skills, pro.skills.join(', ')],
        [p.summary, pro.professionalSummary],
        [p.linkedin, pro.linkedinProfileUrl],
      ]),
    );
  }
  if (records.employer_profiles[0]) {
    const emp = records.employer_profiles[0];
    add(
      'profile',
      p.heading,
      p.employerAbout,
      rows([
        [p.company, emp.companyName],
        [p.industry, emp.industry],
        [p.website, emp.companyWebsite],
        [p.size, emp.companySize],
        [p.role, emp.jobTitle],
        [p.workEmail, emp.workEmail],
        [p.phone, emp.phoneNumber],
        [p.country, country(emp.country)],
        [p.office, emp.officeLocation],
        [p.description, emp.description],
      ]),
    );
  }

  add(
    'files',
    s.files.heading,
    s.files.about('files'),
    list(
      input.files.map(
        (file) =>
          `<span class="title">${e(s.files.kinds[file.kind as keyof typeof s.files.kinds] ?? file.kind)}</span> ` +
          `${link(zipLink(file.name), file.name.split('/').at(-1)!)} <span class="meta">(${e(s.files.uploaded(on(file.uploadedAt)))})</span>`,
      ),
    ),
  );

  if (user.userType === 'professional' || records.applications.length > 0) {
    add(
      'applications',
      s.applications.heading,
      s.applications.about,
      list(
        records.applications.map((application, i) => {
          const job = input.applicationJobs[i]!;
          const status =
            s.applications.statuses[application.status as keyof typeof s.applications.statuses] ?? application.status;
          return (
            `<div class="title">${e(job.title)}</div><div class="meta">${e(job.location)}</div>` +
            `<div>${e(status)}</div>` +
            `<div class="meta">${e(s.applications.applied(on(application.createdAt)))}, ${e(s.applications.changed(on(application.updatedAt)))}</div>` +
            (application.coverLetter
              ? `<details><summary>${e(s.applications.letter)}</summary><p>${e(application.coverLetter)}</p></details>`
              : '')
          );
        }),
      ),
    );
  }

  if (user.userType === 'employer' || records.jobs.length > 0) {
    add(
      'requests',
      s.requests.heading,
      s.requests.about,
      list(
        records.jobs.map(
          (job) =>
            `<div class="title">${e(job.jobTitle)}</div>` +
            `<div>${e(s.requests.statuses[job.status as keyof typeof s.requests.statuses] ?? job.status)}</div>` +
            `<div class="meta">${e(s.requests.submitted(on(job.submittedAt)))}</div>` +
            (job.rejectionReason ? `<div>${e(w.colon(s.requests.reason, job.rejectionReason))}</div>` : ''),
        ),
      ),
    );
  }

  add(
    'alerts',
    s.alerts.heading,
    s.alerts.about,
    list(
      records.job_alerts.map(
        (alert) =>
          `<span class="title">${e(alert.name)}</span>, ${e(alert.frequency === 'weekly' ? s.alerts.weekly : s.alerts.daily)}` +
          `${alert.paused ? `, ${e(s.alerts.paused)}` : ''} <span class="meta">(${e(s.alerts.saved(on(alert.createdAt)))})</span>`,
      ),
    ),
  );

  const c = s.choices;
  const choice = (channel: 'email' | 'sms') =>
    `<h3>${e(channel === 'email' ? c.email : c.sms)}</h3>` +
    rows(
      emailCategoriesOf(user).map((category) => {
        const made = input.consents.choices.find((x) => x.channel === channel && x.category === category)!;
        const since = made.since ? c.since(on(made.since)) : c.byDefault;
        const way = made.way === 'sms' ? `, ${c.bySms}` : '';
        return [c.categories[category], `${made.enabled ? c.on : c.off} (${since}${way})`];
      }),
    );
  add('choices', c.heading, c.about, choice('email') + choice('sms'));

  const notice = input.consents.privacy_notice;
  add(
    'consent',
    s.consent.heading,
    s.consent.about,
    `<p>${e(
      notice.version && notice.accepted_at
        ? s.consent.accepted(calendarDay.format(new Date(notice.version)), on(notice.accepted_at))
        : s.consent.unrecorded(on(input.consents.registered_at)),
    )}</p>`,
  );

  add(
    'notifications',
    s.notifications.heading,
    s.notifications.about,
    list(
      records.notifications.map((n) => {
        const say = s.notifications.kinds[n.kind as keyof typeof s.notifications.kinds];
        const what = say ? say(text((n.data as Record<string, unknown>).job_title)) : n.kind;
        return (
          `<div>${e(what)}</div>` +
          `<div class="meta">${e(when(n.createdAt))}, ${e(n.readAt ? s.notifications.read : s.notifications.unread)}</div>`
        );
      }),
    ),
  );

  const m = s.messages;
  add(
    'messages',
    m.heading,
    m.about,
    list(
      records.outbox.map((message) => {
        const subject =
          message.channel === 'email' && message.subject
            ? w.colon(m.email, message.subject)
            : `${message.channel === 'sms' ? m.sms : m.email} ${m.about_category[message.category as keyof typeof m.about_category] ?? ''}`.trim();
        const status = message.status === 'sent' ? m.sent : message.status === 'failed' ? m.failed : m.pending;
        return `<div>${e(subject)}</div><div class="meta">${e(when(message.sentAt ?? message.createdAt))}, ${e(status)}</div>`;
      }),
    ),
  );

  add(
    'social',
    s.social.heading,
    s.social.about,
    list(
      records.social_identities.map((identity) =>
        e(
          s.social.linked(
            SOCIAL_PROVIDER_NAMES[identity.provider as keyof typeof SOCIAL_PROVIDER_NAMES] ?? identity.provider,
            identity.email ?? '',
            on(identity.createdAt),
          ),
        ),
      ),
    ),
  );

  const ev = s.events;
  add(
    'sign-ins',
    ev.heading,
    ev.about,
    list(
      records.audit_log.map((event) => {
        const d = event.details as Record<string, unknown>;
        const provider = SOCIAL_PROVIDER_NAMES[d.provider as keyof typeof SOCIAL_PROVIDER_NAMES];
        const what =
          event.action === 'auth.sign_in' && isSignInMethod(d.method)
            ? [ev.methods[d.method], provider ? ev.with(provider) : '', d.second_factor ? ev.secondFactor : '']
                .filter(Boolean)
                .join(' ')
            : (ev.actions[event.action as AccountEventAction] ?? event.action);
        const details = [
          isDeviceKind(d.device) ? w.colon(ev.device, ev.devices[d.device]) : '',
          text(d.ip) ? w.colon(ev.address, text(d.ip)) : '',
        ].filter(Boolean);
        return (
          `<div class="title">${e(what)}</div><div class="meta">${e(when(event.createdAt))}</div>` +
          (details.length ? `<div class="meta">${e(details.join(' · '))}</div>` : '')
        );
      }),
    ),
  );

  const r = s.reports;
  add(
    'reports',
    r.heading,
    r.about,
    list(
      records.job_reports.map(
        (report) =>
          `<div class="title">${e(w.colon(r.job(report.jobId), r.reasons[report.reason as keyof typeof r.reasons] ?? report.reason))}</div>` +
          (report.details ? `<div>${e(report.details)}</div>` : '') +
          `<div class="meta">${e(on(report.createdAt))}, ${e(report.outcome ? (r.outcomes[report.outcome as keyof typeof r.outcomes] ?? report.outcome) : r.waiting)}</div>`,
      ),
    ),
  );

  const settings = `${input.publicUrl}/settings/email`;
  const profile = `${input.publicUrl}/onboarding`;
  const policy = `${input.publicUrl}/privacy-policy`;
  const html = [
    '<!doctype html>',
    `<html lang="${input.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(w.title)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${e(w.title)}</h1>`,
    `<p>${e(w.intro(user.email, `${when(input.exportedAt)} (${w.kinshasaTime})`))}</p>`,
    `<h2 id="who">${e(w.who.heading)}</h2>`,
    `<p>${e(w.who.body)}</p>`,
    `<p>${e(w.who.contact)} ${link(`mailto:${CONTACT_EMAIL}`, CONTACT_EMAIL)}.</p>`,
    `<p>${e(w.who.policy)} ${link(policy, policy)}</p>`,
    `<h2 id="contents">${e(w.contents.heading)}</h2>`,
    '<ul>',
    ...[
      [w.fileName, w.contents.page],
      ['data.json', w.contents.data],
      ...(input.files.length ? [['files/', w.contents.files]] : []),
    ].map(([name, what]) => `<li>${e(w.colon(name!, what!))}</li>`),
    '</ul>',
    `<nav aria-label="${e(w.contents.heading)}"><ul>${sections.map((x) => `<li><a href="#${x.id}">${e(x.heading)}</a></li>`).join('')}</ul></nav>`,
    ...sections.map(
      (x) =>
        `<section aria-labelledby="${x.id}"><h2 id="${x.id}">${e(x.heading)}</h2><p class="about">${e(x.about)}</p>${x.body}</section>`,
    ),
    `<h2 id="rights">${e(w.rights.heading)}</h2>`,
    '<ul>',
    `<li>${e(w.rights.see)} ${link(settings, w.rights.settingsLink)}</li>`,
    `<li>${e(w.rights.correct)} ${link(profile, w.rights.profileLink)}</li>`,
    `<li>${e(w.rights.erase)}</li>`,
    `<li>${e(w.rights.object)}</li>`,
    `<li>${e(w.rights.write)}</li>`,
    '</ul>',
    `<footer>${e(w.title)} · ${e(when(input.exportedAt))}</footer>`,
    '</main></body></html>',
    '',
  ].join('\n');
  return { fileName: w.fileName, html };
}
