/**
 * The demo job market: fictional companies across the six sectors and Congolese cities, and their open
 * jobs. Salaries are USD a month. Skills are vocabulary names, so demo professionals and CVs match them.
 * Deadlines and posting dates are days relative to the day of seeding, so the market stays open.
 */
export interface DemoJob {
  title: string;
  description: string;
  level: 'entry' | 'mid' | 'senior';
  contract: 'full-time' | 'part-time' | 'contract';
  salary: number | null;
  city: string;
  workModel: 'on-site' | 'remote' | 'hybrid';
  skills: string;
  advantages?: string;
  perks?: Partial<Record<'relocationFees' | 'medicalAid' | 'visaSponsorship' | 'housing', boolean>>;
  /** The deadline is this many days after the day of seeding. */
  deadlineInDays: number;
  /** The job was submitted this many days before the day of seeding. */
  postedDaysAgo: number;
}

export interface DemoCompany {
  /** Unique: the company's account e-mail is `<slug>@companies.demo.congotalent.cd`. */
  slug: string;
  name: string;
  industry: string;
  city: string;
  size: string;
  description: string;
  contact: { firstName: string; lastName: string; jobTitle: string };
  jobs: DemoJob[];
}

const medical = { medicalAid: true };

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    slug: 'banque-grands-lacs',
    name: 'Banque des Grands Lacs',
    industry: 'Banking',
    city: 'Goma',
    size: '501-1000',
    description: 'A commercial bank serving families and businesses of North and South Kivu since 1998.',
    contact: { firstName: 'Aline', lastName: 'Bahati', jobTitle: 'Head of Human Resources' },
    jobs: [
      { title: 'Bank Teller', description: 'Serve customers at the counter: deposits, withdrawals, transfers and mobile money operations.', level: 'entry', contract: 'full-time', salary: 650, city: 'Goma', workModel: 'on-site', skills: 'Teller Operations, Cash Handling, Customer Service, Mobile Money, French, Swahili', perks: medical, deadlineInDays: 21, postedDaysAgo: 2 },
      { title: 'Credit Analyst', description: 'Assess loan applications from small and medium businesses and follow up the repayment of the portfolio.', level: 'mid', contract: 'full-time', salary: 1500, city: 'Goma', workModel: 'on-site', skills: 'Credit Analysis, Financial Analysis, Risk Management, Microsoft Excel, French', perks: medical, deadlineInDays: 30, postedDaysAgo: 5 },
      { title: 'Compliance Officer', description: 'Keep the branch network in line with the central bank rules and lead the anti-money laundering checks.', level: 'senior', contract: 'full-time', salary: 2600, city: 'Bukavu', workModel: 'hybrid', skills: 'Compliance, Anti-Money Laundering, KYC, Banking Regulations, Report Writing, English', perks: { medicalAid: true, relocationFees: true }, deadlineInDays: 40, postedDaysAgo: 9 },
      { title: 'Accountant', description: 'Keep the general ledger, prepare the monthly closing and the reports to head office under OHADA rules.', level: 'mid', contract: 'full-time', salary: 1200, city: 'Goma', workModel: 'on-site', skills: 'Accounting, OHADA Accounting, Bank Reconciliation, Sage Accounting, Microsoft Excel', perks: medical, deadlineInDays: 25, postedDaysAgo: 12 },
    ],
  },
  {
    slug: 'congo-microfinance',
    name: 'Congo Solidarité Microfinance',
    industry: 'Banking',
    city: 'Kinshasa',
    size: '201-500',
    description: 'Microfinance institution lending to market traders, farmers and artisans in Kinshasa and Kongo-Central.',
    contact: { firstName: 'Joseph', lastName: 'Nsimba', jobTitle: 'HR Officer' },
    jobs: [
      { title: 'Loan Officer', description: 'Visit clients on the markets, assess their activity and follow up their loans.', level: 'entry', contract: 'full-time', salary: 700, city: 'Kinshasa', workModel: 'on-site', skills: 'Loan Processing, Microfinance, Customer Service, Lingala, French', advantages: 'Motorbike and phone credit provided.', deadlineInDays: 18, postedDaysAgo: 1 },
      { title: 'Internal Auditor', description: 'Audit the branches and the loan files, and report on the internal controls.', level: 'mid', contract: 'full-time', salary: 1400, city: 'Matadi', workModel: 'on-site', skills: 'Internal Audit, Accounting, Risk Management, Report Writing', perks: medical, deadlineInDays: 35, postedDaysAgo: 7 },
    ],
  },
  {
    slug: 'hotel-fleuve',
    name: 'Hôtel Le Fleuve',
    industry: 'Hospitality and Tourism',
    city: 'Kinshasa',
    size: '51-200',
    description: 'A 120-room business hotel on the banks of the Congo river in Gombe.',
    contact: { firstName: 'Sandrine', lastName: 'Mutombo', jobTitle: 'General Manager' },
    jobs: [
      { title: 'Front Desk Agent', description: 'Welcome guests, handle check-in and check-out and the reservation system.', level: 'entry', contract: 'full-time', salary: 500, city: 'Kinshasa', workModel: 'on-site', skills: 'Front Desk, Customer Service, Reservation Systems, English, French', advantages: 'Meals on duty.', deadlineInDays: 14, postedDaysAgo: 3 },
      { title: 'Head Chef', description: 'Lead a kitchen of twelve, design the menus and keep the HACCP standards.', level: 'senior', contract: 'full-time', salary: 2200, city: 'Kinshasa', workModel: 'on-site', skills: 'Cooking, Kitchen Management, Menu Planning, Food Safety, HACCP, Team Management', perks: { medicalAid: true, housing: true }, deadlineInDays: 30, postedDaysAgo: 6 },
      { title: 'Food and Beverage Supervisor', description: 'Run the restaurant and bar service for breakfast, lunch and events.', level: 'mid', contract: 'full-time', salary: 900, city: 'Kinshasa', workModel: 'on-site', skills: 'Food and Beverage Service, Bartending, Team Management, Upselling, Customer Service', deadlineInDays: 20, postedDaysAgo: 10 },
    ],
  },
  {
    slug: 'kivu-lodges',
    name: 'Kivu Lake Lodges',
    industry: 'Hospitality and Tourism',
    city: 'Bukavu',
    size: '11-50',
    description: 'Eco-lodges on Lake Kivu welcoming visitors to Kahuzi-Biega and Virunga.',
    contact: { firstName: 'Patient', lastName: 'Cirhuza', jobTitle: 'Operations Manager' },
    jobs: [
      { title: 'Tour Guide', description: 'Guide visitors on lake, forest and gorilla-trekking tours, in English and French.', level: 'mid', contract: 'contract', salary: 800, city: 'Bukavu', workModel: 'on-site', skills: 'Tour Guiding, Ecotourism, English, French, Swahili, First Aid', perks: { housing: true }, deadlineInDays: 28, postedDaysAgo: 4 },
      { title: 'Lodge Manager', description: 'Run the lodge: guests, staff, suppliers, budget and bookings.', level: 'senior', contract: 'full-time', salary: 1800, city: 'Goma', workModel: 'on-site', skills: 'Hotel Management, Revenue Management, Budgeting, Team Management, Guest Relations, English', perks: { housing: true, medicalAid: true, relocationFees: true }, deadlineInDays: 45, postedDaysAgo: 15 },
      { title: 'Housekeeping Attendant', description: 'Prepare the rooms and common areas to the lodge standards.', level: 'entry', contract: 'part-time', salary: 300, city: 'Kisangani', workModel: 'on-site', skills: 'Housekeeping, Laundry, Customer Service', deadlineInDays: 12, postedDaysAgo: 2 },
    ],
  },
  {
    slug: 'batir-congo',
    name: 'Bâtir Congo Construction',
    industry: 'Construction',
    city: 'Kinshasa',
    size: '201-500',
    description: 'Builder of roads, bridges and public buildings across the country.',
    contact: { firstName: 'Didier', lastName: 'Kabongo', jobTitle: 'Technical Director' },
    jobs: [
      { title: 'Site Engineer', description: 'Supervise the construction of a four-storey school: planning, quality, safety and subcontractors.', level: 'mid', contract: 'full-time', salary: 1800, city: 'Kinshasa', workModel: 'on-site', skills: 'Civil Engineering, Site Supervision, AutoCAD, Health and Safety, Project Management', perks: medical, deadlineInDays: 30, postedDaysAgo: 1 },
      { title: 'Quantity Surveyor', description: 'Prepare bills of quantities, cost estimates and monthly valuations.', level: 'mid', contract: 'full-time', salary: 1600, city: 'Lubumbashi', workModel: 'hybrid', skills: 'Quantity Surveying, Cost Estimation, Microsoft Excel, Contract Management, Blueprint Reading', perks: medical, deadlineInDays: 35, postedDaysAgo: 8 },
      { title: 'Welder', description: 'Weld steel structures for bridges, in the workshop and on site.', level: 'entry', contract: 'contract', salary: 650, city: 'Matadi', workModel: 'on-site', skills: 'Welding, Blueprint Reading, Construction Safety', advantages: 'Transport to site provided.', deadlineInDays: 16, postedDaysAgo: 3 },
      { title: 'Road Works Supervisor', description: 'Lead the earthworks and paving crews of a 40 km rural road.', level: 'senior', contract: 'contract', salary: 2800, city: 'Kisangani', workModel: 'on-site', skills: 'Road Construction, Site Supervision, Heavy Equipment Operation, Surveying, Team Management', perks: { housing: true, relocationFees: true, medicalAid: true }, deadlineInDays: 50, postedDaysAgo: 11 },
      { title: 'Structural Engineer', description: 'Design and check reinforced concrete structures of public buildings.', level: 'senior', contract: 'full-time', salary: 3000, city: 'Kinshasa', workModel: 'hybrid', skills: 'Structural Engineering, Civil Engineering, AutoCAD, Revit, Building Codes', perks: medical, deadlineInDays: 42, postedDaysAgo: 14 },
    ],
  },
  {
    slug: 'kin-digital',
    name: 'Kin Digital Labs',
    industry: 'IT',
    city: 'Kinshasa',
    size: '11-50',
    description: 'Software studio building web and mobile products for banks, telecoms and NGOs.',
    contact: { firstName: 'Naomi', lastName: 'Ilunga', jobTitle: 'CTO' },
    jobs: [
      { title: 'Full-Stack Developer', description: 'Build web applications in TypeScript with React and Node.js on PostgreSQL.', level: 'mid', contract: 'full-time', salary: 2000, city: 'Kinshasa', workModel: 'hybrid', skills: 'JavaScript, TypeScript, React, Node.js, PostgreSQL, Git', advantages: 'Laptop and internet allowance.', deadlineInDays: 30, postedDaysAgo: 0 },
      { title: 'Mobile Developer', description: 'Build Android-first mobile apps that work on slow connections.', level: 'mid', contract: 'full-time', salary: 1900, city: 'Kinshasa', workModel: 'remote', skills: 'Flutter, Android Development, REST APIs, Git', deadlineInDays: 25, postedDaysAgo: 4 },
      { title: 'IT Support Technician', description: 'Install and maintain computers, printers and the office network of our clients.', level: 'entry', contract: 'full-time', salary: 600, city: 'Lubumbashi', workModel: 'on-site', skills: 'IT Support, Computer Maintenance, Computer Networking, Windows Server, French', deadlineInDays: 15, postedDaysAgo: 2 },
      { title: 'Data Analyst', description: 'Turn mobile money and survey data into dashboards for our clients.', level: 'mid', contract: 'contract', salary: 1700, city: 'Goma', workModel: 'remote', skills: 'Data Analysis, SQL, Python, Power BI, Statistics, English', deadlineInDays: 33, postedDaysAgo: 6 },
      { title: 'Network Administrator', description: 'Run the fibre and wireless networks of a campus of 3,000 users.', level: 'senior', contract: 'full-time', salary: 2400, city: 'Kisangani', workModel: 'on-site', skills: 'Network Administration, Cisco, Fibre Optics, Linux, Cybersecurity', perks: { relocationFees: true, housing: true }, deadlineInDays: 38, postedDaysAgo: 9 },
    ],
  },
  {
    slug: 'trans-katanga',
    name: 'Trans-Katanga Logistique',
    industry: 'Logistics',
    city: 'Lubumbashi',
    size: '501-1000',
    description: 'Road freight and customs brokerage between the Copperbelt, Dar es Salaam and Durban.',
    contact: { firstName: 'Eric', lastName: 'Mwamba', jobTitle: 'HR Manager' },
    jobs: [
      { title: 'Truck Driver', description: 'Drive 30-tonne trucks on the Lubumbashi - Kasumbalesa corridor.', level: 'mid', contract: 'full-time', salary: 550, city: 'Lubumbashi', workModel: 'on-site', skills: 'Truck Driving, Driving Licence, Vehicle Maintenance, Swahili', perks: medical, deadlineInDays: 20, postedDaysAgo: 1 },
      { title: 'Customs Declarant', description: 'Prepare and follow import and export declarations at the Kasumbalesa border.', level: 'mid', contract: 'full-time', salary: 1100, city: 'Lubumbashi', workModel: 'on-site', skills: 'Customs Clearance, Customs Regulations, Import/Export, Incoterms, Shipping Documentation', deadlineInDays: 27, postedDaysAgo: 5 },
      { title: 'Fleet Manager', description: 'Manage a fleet of 200 trucks: planning, maintenance, fuel and drivers.', level: 'senior', contract: 'full-time', salary: 2500, city: 'Kolwezi', workModel: 'on-site', skills: 'Fleet Management, Transport Planning, Vehicle Maintenance, Team Management, Microsoft Excel', perks: { medicalAid: true, housing: true }, deadlineInDays: 40, postedDaysAgo: 13 },
      { title: 'Warehouse Supervisor', description: 'Run a bonded warehouse: receiving, storage, stock counts and dispatch.', level: 'mid', contract: 'full-time', salary: 1000, city: 'Kinshasa', workModel: 'on-site', skills: 'Warehouse Management, Inventory Management, Forklift Operation, Team Management', deadlineInDays: 22, postedDaysAgo: 7 },
    ],
  },
  {
    slug: 'port-matadi-services',
    name: 'Matadi Port Services',
    industry: 'Logistics',
    city: 'Matadi',
    size: '201-500',
    description: 'Cargo handling, shipping agency and freight forwarding at the port of Matadi.',
    contact: { firstName: 'Chantal', lastName: 'Lukusa', jobTitle: 'Administrative Director' },
    jobs: [
      { title: 'Freight Forwarding Agent', description: 'Organise sea and road shipments for importers from the port to Kinshasa.', level: 'entry', contract: 'full-time', salary: 750, city: 'Matadi', workModel: 'on-site', skills: 'Freight Forwarding, Sea Freight, Shipping Documentation, Customer Service, Portuguese', deadlineInDays: 19, postedDaysAgo: 3 },
      { title: 'Supply Chain Coordinator', description: 'Coordinate the supply of humanitarian goods from the port to warehouses in the east.', level: 'mid', contract: 'contract', salary: 1600, city: 'Goma', workModel: 'hybrid', skills: 'Supply Chain Management, Humanitarian Logistics, Procurement, Report Writing, English, French', perks: { relocationFees: true, medicalAid: true }, deadlineInDays: 31, postedDaysAgo: 6 },
    ],
  },
  {
    slug: 'lualaba-copper',
    name: 'Lualaba Copper & Cobalt',
    industry: 'Mining',
    city: 'Kolwezi',
    size: '1000+',
    description: 'Open-pit copper and cobalt mine with a hydrometallurgical plant near Kolwezi.',
    contact: { firstName: 'Patrick', lastName: 'Kalenga', jobTitle: 'Talent Acquisition Lead' },
    jobs: [
      { title: 'Mining Engineer', description: 'Plan and follow the open-pit operations: drill and blast, load and haul.', level: 'senior', contract: 'full-time', salary: 4500, city: 'Kolwezi', workModel: 'on-site', skills: 'Mining Engineering, Open Pit Mining, Mine Planning, Surpac, Mine Safety, English', perks: { housing: true, medicalAid: true, relocationFees: true }, deadlineInDays: 45, postedDaysAgo: 2 },
      { title: 'Process Metallurgist', description: 'Optimise the leaching, solvent extraction and electrowinning circuits.', level: 'mid', contract: 'full-time', salary: 3200, city: 'Kolwezi', workModel: 'on-site', skills: 'Hydrometallurgy, Solvent Extraction, Electrowinning, Copper Processing, Laboratory Analysis', perks: { housing: true, medicalAid: true }, deadlineInDays: 36, postedDaysAgo: 8 },
      { title: 'Heavy Equipment Mechanic', description: 'Maintain haul trucks, excavators and drills of the mining fleet.', level: 'mid', contract: 'full-time', salary: 1300, city: 'Kolwezi', workModel: 'on-site', skills: 'Heavy Equipment Maintenance, Mechanical Maintenance, Preventive Maintenance, Welding', perks: medical, deadlineInDays: 24, postedDaysAgo: 4 },
      { title: 'Health and Safety Officer', description: 'Lead safety inspections, incident investigations and training on the mine site.', level: 'mid', contract: 'full-time', salary: 2000, city: 'Lubumbashi', workModel: 'on-site', skills: 'Health and Safety, Mine Safety, First Aid, Report Writing, Training', perks: { medicalAid: true, housing: true }, deadlineInDays: 29, postedDaysAgo: 10 },
      { title: 'Community Relations Officer', description: 'Keep the dialogue with the communities around the mine and follow the social projects.', level: 'mid', contract: 'full-time', salary: 1500, city: 'Kolwezi', workModel: 'hybrid', skills: 'Community Relations, Corporate Social Responsibility, Negotiation, Swahili, French', deadlineInDays: 26, postedDaysAgo: 12 },
    ],
  },
  {
    slug: 'kasai-minerals',
    name: 'Kasaï Minerals',
    industry: 'Mining',
    city: 'Mbuji-Mayi',
    size: '51-200',
    description: 'Diamond exploration and alluvial mining in the Kasaï provinces.',
    contact: { firstName: 'Jean-Pierre', lastName: 'Tshibangu', jobTitle: 'Country Manager' },
    jobs: [
      { title: 'Exploration Geologist', description: 'Lead sampling and drilling campaigns and the geological mapping of new permits.', level: 'mid', contract: 'contract', salary: 2800, city: 'Mbuji-Mayi', workModel: 'on-site', skills: 'Exploration Geology, Geology, Core Logging, Sampling, Drilling, GIS, Tshiluba', perks: { housing: true, medicalAid: true }, deadlineInDays: 34, postedDaysAgo: 5 },
      { title: 'Environmental Officer', description: 'Follow the environmental management plan and the rehabilitation of mined areas.', level: 'entry', contract: 'full-time', salary: 1000, city: 'Mbuji-Mayi', workModel: 'on-site', skills: 'Environmental Management, Environmental Impact Assessment, Report Writing, Mining Code, French', deadlineInDays: 23, postedDaysAgo: 9 },
    ],
  },
];
