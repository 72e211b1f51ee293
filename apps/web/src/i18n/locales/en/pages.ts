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
      'This policy explains which personal data Congo Talent collects, why, how long we keep it and the rights you have over it.',
    sections: [
      {
        heading: 'Data we collect',
        body: [
          'Account data: your e-mail address, your password (stored only as a secure hash, never readable), your name, country and phone number.',
          'Profile data: for professionals, date of birth, job title, years of experience, skills, professional summary, LinkedIn address, CV and photo; for employers, company details, hiring team contact, description and logo.',
          'Activity data: the job requests you submit, the applications you send and their status.',
        ],
      },
      {
        heading: 'Why we use it',
        body: [
          'To run your account, match professionals with jobs by their skills, forward shortlisted applications to employers, and keep the service secure. We do not sell your data and we do not use it for advertising.',
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
          'Your data can be deleted on request after {{onRequestYears}} years. To ask for it, write to {{email}} from the e-mail address of your account.',
          'All personal data is automatically deleted after {{autoYears}} years.',
          'Demo accounts and their sample data are deleted after 24 hours.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You can see and correct your profile at any time from the PROFILE page. You can ask us for a copy of your data, or to correct it, at {{email}}.',
        ],
      },
      {
        heading: 'Security',
        body: [
          'Connections are encrypted, passwords are hashed, and files such as CVs are served only through short-lived links to the people allowed to see them.',
        ],
      },
    ],
  },
};

export default en;
