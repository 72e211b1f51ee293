/** English strings of the pages about a person's account and mail (namespace 'account'). */
const en = {
  devices: {
    title: 'Your devices',
    intro: 'Signed in on a phone or computer you no longer have, or one you share? Sign out everywhere: every device, this one included, will have to log in again.',
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
