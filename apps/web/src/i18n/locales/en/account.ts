/** English strings of the pages about a person's account and mail (namespace 'account'). */
const en = {
  notifications: {
    label: 'Notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    title: 'Notifications',
    empty: 'Nothing new yet.',
    loadFailed: 'Notifications could not be loaded.',
    new: 'New',
    settings: 'E-mail settings',
    close: 'Close',
    shortlisted: 'Your application for "{{job}}" was shortlisted and forwarded to the employer.',
    shortlistedCompany: 'Your application for "{{job}}" was shortlisted and forwarded to the employer: {{company}}.',
    hired: 'You have been hired for "{{job}}". Congratulations!',
    notRetained: 'Your application for "{{job}}" was not retained.',
    applicantForwarded: 'A new applicant, {{applicant}}, was forwarded to you for "{{job}}".',
    approved: 'Your request "{{job}}" was approved and is now published.',
    rejected: 'Your request "{{job}}" was not approved. Reason: {{reason}}',
    staffDigest_one: '{{count}} job request is waiting for review.',
    staffDigest_other: '{{count}} job requests are waiting for review.',
  },
  emailSettings: {
    title: 'E-mail settings',
    intro:
      'Choose which e-mails you receive. The notices in the app (the bell) are always kept, and mail about your account itself (password, address) is always sent.',
    receive: 'E-mails about {{category}}',
    saved: 'Saved.',
    saveFailed: 'Your choice could not be saved. Please try again.',
    loadFailed: 'Your settings could not be loaded.',
  },
  devices: {
    title: 'Your devices',
    intro:
      'Signed in on a phone or computer you no longer have, or one you share? Sign out everywhere: every device, this one included, will have to log in again.',
    submit: 'Sign out of all devices',
    submitting: 'Signing out…',
  },
  confirmEmail: {
    notice: 'Please confirm your e-mail address: we sent a link to {{email}}.',
    sendAgain: 'Send the link again',
    sending: 'Sending…',
    title: 'Confirm your e-mail address',
    working: 'Confirming your address…',
    missingToken: 'This link is incomplete. Open it again from the e-mail.',
    home: 'Go to my page',
  },
  unsubscribe: {
    title: 'Stop these e-mails',
    question: 'Stop receiving e-mails about {{category}}?',
    confirm: 'Stop these e-mails',
    working: 'One moment...',
    done: 'Done.',
    missingToken: 'This link is incomplete. Open it again from the e-mail.',
    home: 'Back to the home page',
  },
  categories: {
    applications: 'your applications',
    job_requests: 'your job requests and applicants',
    staff_digest: 'the requests waiting for review',
    job_alerts: 'your job alerts',
  },
};

export default en;
