/** English strings of the home page (namespace 'home'). Kept short: this file ships with the first visit. */
const en = {
  hero: {
    eyebrow: 'Jobs and talent in the DR Congo',
    title: 'Skilled Congolese professionals, and the employers who need them',
    lead: 'Find jobs that match your skills, or request the skilled workers your company needs. We check every job and keep employers confidential until a candidate is shortlisted.',
    findJobs: 'FIND JOBS',
    findProfessionals: 'FIND SKILLED PROFESSIONALS',
    imageAlt:
      'A construction worker, an engineer with a tablet and a manager in front of the Kinshasa skyline by the river.',
  },
  steps: {
    title: 'Hiring is Easy',
    lead: 'Three steps from a job request to the right person.',
    stepLabel: 'Step {{number}}',
    one: {
      title: 'Request a worker',
      body: 'Describe the job, the skills it needs, the contract and the salary in the Hiring Center.',
      employerLink: 'Go to the Hiring Center',
      visitorLink: 'Register as an employer',
      forEmployers: 'This step is for employers.',
    },
    two: {
      title: 'We check and publish',
      body: 'Our team reviews your request and publishes it to the professionals whose skills match, without your company name.',
    },
    three: {
      title: 'Meet your shortlist',
      body: 'Professionals apply with their CV. We shortlist the best candidates and introduce you to them.',
    },
  },
  sectors: {
    title: 'Sectors we hire for',
    lead: 'Employers across the country find their people here.',
    banking: { name: 'Banking', body: 'Tellers, credit analysts, compliance and branch managers.' },
    hospitality: { name: 'Hospitality and tourism', body: 'Chefs, reception, housekeeping and guides.' },
    construction: { name: 'Construction', body: 'Masons, site engineers, electricians and foremen.' },
    it: { name: 'IT', body: 'Developers, network technicians and IT support.' },
    logistics: { name: 'Logistics', body: 'Drivers, warehouse staff and supply planners.' },
    mining: { name: 'Mining', body: 'Geologists, machine operators and safety officers.' },
  },
  testimonials: {
    title: 'What our users say',
    items: [
      {
        quote:
          'Within two weeks of completing my profile I was shortlisted for a site engineer post in Lubumbashi. The skill match showed me where to apply.',
        name: 'Grâce Mbuyi',
        role: 'Civil engineer, Lubumbashi',
      },
      {
        quote:
          'We needed twelve warehouse operators before the season. The requests were simple to write and every candidate we met was serious.',
        name: 'Patrick Ilunga',
        role: 'HR manager, logistics company, Kinshasa',
      },
      {
        quote:
          'I work from my phone on a slow connection and the site is fast. I applied to three hotels in one evening.',
        name: 'Esther Mwamba',
        role: 'Receptionist, Goma',
      },
    ],
  },
};

export default en;
