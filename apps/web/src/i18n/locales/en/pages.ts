/**
 * English text of the static pages (namespace 'pages'). Each page is a title, an introduction and sections
 * of paragraphs; {{values}} in paragraphs come from the shared constants.
 */
const en = {
  contactLine: 'Questions? Write to us at {{email}}.',
  about: {
    title: 'About us',
    intro:
      'Congo Talent connects skilled Congolese professionals with the employers who need them, from Kinshasa to Lubumbashi, Goma and Kisangani.',
    sections: [
      {
        heading: 'Why we exist',
        body: [
          'Across the DR Congo, companies struggle to find qualified people while many trained professionals never hear of the jobs that would suit them. Word of mouth and notice boards reach only a few.',
          'We built one place where professionals show what they can do and employers describe what they need, and where the match between the two is made on skills, not on who you know.',
        ],
      },
      {
        heading: 'What we do',
        body: [
          'Professionals create a profile with their experience, their skills and their CV. They see the jobs that match their skills first, with the share of required skills they already have, and apply in a few minutes.',
          'Employers request workers through the Hiring Center. Our team checks every request before it is published, so professionals only see real jobs with clear conditions.',
          'Employers stay confidential: applicants see the sector, the location and the job itself, and learn the company name only once they are shortlisted.',
        ],
      },
      {
        heading: 'Built for the way people connect',
        body: [
          'Most of our users are on a phone, often on a slow or expensive connection. The site loads little, works at every screen size, in French and in English, and can be used with a keyboard or a screen reader.',
        ],
      },
      {
        heading: 'Who we are',
        body: [
          'We are a small team based in Kinshasa, with recruiters who know the banking, hospitality, construction, IT, logistics and mining sectors.',
        ],
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'Two kinds of accounts, one simple path each. You can also try the platform first with a demo account.',
    sections: [
      {
        heading: 'For professionals',
        steps: [
          'Register as a Skilled Professional with your name, country and phone number.',
          'Complete your profile in three steps: personal details, professional information with your skills, then your CV (PDF) and a photo.',
          'Open Recommended Jobs. Skill-Matched Jobs lists the jobs that need your skills, best match first; All Available Jobs lists every open job.',
          'Apply with an optional cover letter. When our team shortlists you, the employer’s name and contact are revealed to you and your application is forwarded to them.',
        ],
      },
      {
        heading: 'For employers',
        steps: [
          'Register as an Employer with your company name, industry, website, size and your job title.',
          'Complete your company profile: company details, your hiring team and a short description with your logo.',
          'In the Hiring Center, fill in Request a New Worker: the job, the skills required, the contract, the salary, the location and the deadline.',
          'Follow each request in Your Hiring History. Once it is approved, it is published to matching professionals, and we send you the shortlisted candidates.',
        ],
      },
    ],
    cta: 'Go to registration',
    tryIt: {
      heading: 'Try it first',
      body: 'On the registration screen, Try as Professional and Try as Employer open a demo account filled with sample data. Each demo account is yours alone and is deleted after 24 hours.',
    },
  },
  safety: {
    title: 'Stay safe',
    intro:
      'Fake job offers take money that job seekers cannot spare. Here is how these scams look, and what to do when you meet one.',
    rule: 'Congo Talent and real employers never ask you to pay to apply, to be trained or to get an interview. If someone does, report this job.',
    sections: [
      {
        heading: 'How the scams look',
        items: [
          'You are asked to pay a fee: to open a file, for a training, for a medical test, for a uniform or a badge.',
          'The money is to be sent by M-Pesa, Airtel Money or Orange Money, often to a personal number.',
          'The “recruiter” talks to you only on WhatsApp, or asks you to leave Congo Talent to go on.',
          'A mass recruitment of hundreds of people is announced under the name of a real, well-known company.',
          'The pay is far above what such a job usually pays, and you are pressed to decide at once.',
        ],
      },
      {
        heading: 'What to do',
        items: [
          'Never pay anything to apply, to be trained or to get an interview, whoever asks and however it is put.',
          'Report the job: on its page, choose “Report this job” and say what happened. Our staff look at every report.',
          'Tell our staff at {{email}}, with the phone number or the messages that asked you to pay.',
          'Never send your identity papers or your mobile money PIN to someone you only know from a message.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data Congo Talent holds, why, how long we keep it and how to use your rights over it.',
    version: 'Version of {{date}}',
    sections: [
      {
        heading: 'Data we hold',
        body: [
          'What we keep depends on how you use Congo Talent:',
          [
            'Your account: your e-mail address, your password (stored only as a secure hash, never readable), your name, country and phone number, whether you proved that number with a code, and your language.',
            'If you sign in with Google or LinkedIn: the link between that account and yours.',
            'For professionals: date of birth, job title, years of experience, skills, professional summary, LinkedIn address, references, CV and photo.',
            'For employers: company details, hiring team contact, description and logo, our staff’s check of your company, and your job requests with their specification documents.',
            'Your applications, with their cover letters and each change of their status.',
            'Your job alerts and notifications.',
            'Your e-mail and SMS choices, each with when and how you made it.',
            'The version of this policy you accepted when you registered.',
            'Your sign-in history: when you signed in, how (password, Google, LinkedIn), on which kind of device (phone, tablet or computer), and from which internet (IP) address.',
            'The reports you make about jobs.',
          ],
        ],
      },
      {
        heading: 'Why we use it',
        body: [
          'We do not sell your data and we do not use it for advertising. We use it only to:',
          [
            'run your account;',
            'match your skills to jobs;',
            'forward your application to the employer once our team has shortlisted it;',
            'send you the e-mails and SMS you chose;',
            'keep the service safe from scams, by looking into reports about jobs and checking job requests;',
            'keep your account secure.',
          ],
        ],
      },
      {
        heading: 'Who sees it',
        body: [
          'Employers see an application only once our team has shortlisted it. Professionals see an employer’s name and contact only for the jobs they are shortlisted for. Our staff see what they need to review requests and applications.',
        ],
      },
      {
        heading: 'References',
        body: [
          'References are mandatory: a professional profile must name people who can confirm your experience. By giving their details you confirm that they agree to be contacted about your applications. Their details are kept and deleted together with your profile.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          'We keep your data while you use your account, except:',
          [
            'Cover letters are emptied {{coverLetterDays}} days after the job closed.',
            'If your account is not used for {{unusedYears}} years, we send you a warning e-mail. {{warningDays}} days later, your files (CV, photo or logo) are removed. Signing in keeps them.',
            'Demo accounts and their sample data are deleted after 24 hours.',
          ],
        ],
      },
      {
        heading: 'When you delete your account',
        body: [
          'Your sign-in, profile, files, job alerts and notifications are deleted at once. If you are an employer, your open jobs are closed.',
          'Your applications stay only as anonymous records (no name, contact, letter, CV or photo) in the history of employers and our staff.',
        ],
      },
      {
        heading: 'Records kept for history',
        body: [
          'Some records are kept for the history of hiring and for safety: applications and their status, sign-in history, reports, and the anonymous records above. For these records:',
          'Your data can be deleted on request after {{onRequestYears}} years. To ask for it, write to {{email}} from the e-mail address of your account.',
          'All personal data is automatically deleted after {{autoYears}} years.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'The DR Congo’s Digital Code (Ordonnance-loi n° 23/010 of {{digitalCodeDate}}) gives you these rights. Here is how to use each one. The “E-mail and SMS settings” page opens from the bell at the top of the screen.',
          [
            'See your data and take a copy: choose “Download my data” at the top of the screen (in the menu on a phone) or on the “E-mail and SMS settings” page. You get one ZIP file with your data and the files you uploaded, and a page that says what each part is, in your language.',
            'Correct it: change your details on the PROFILE page at any time.',
            'Erase it: choose “Delete my account” on the “E-mail and SMS settings” page. Staff accounts are removed by another staff member.',
            'Object, or withdraw your consent: turn e-mails and SMS off on the “E-mail and SMS settings” page, or reply STOP (or ARRET) to any of our SMS. You can delete your job alerts on the Job alerts page.',
            'For anything else, write to {{email}}.',
          ],
        ],
      },
      {
        heading: 'Security',
        body: [
          'Connections are encrypted, passwords are hashed, and files such as CVs are served only through short-lived links to the people allowed to see them.',
          'If personal data were ever breached, we would tell the people concerned and the data protection authority without delay.',
        ],
      },
      {
        heading: 'Changes to this policy',
        body: [
          'When this policy changes, it gets a new version date. The “E-mail and SMS settings” page shows which version you accepted when you registered, and your e-mail and SMS choices.',
        ],
      },
    ],
  },
};

export default en;
