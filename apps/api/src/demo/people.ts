import { randomInt } from 'node:crypto';
import type { Rgb } from './png.js';

/** Realistic, invented sandbox data for the DR Congo: names, cities, trades and companies. */
export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

export const FIRST_NAMES = [
  'Grace',
  'Patrick',
  'Merveille',
  'Jonathan',
  'Esther',
  'Cédric',
  'Rachel',
  'Josué',
  'Dorcas',
  'Trésor',
  'Bénédicte',
  'Glody',
  'Nathalie',
  'Fiston',
  'Christelle',
  'Héritier',
  'Prisca',
  'Exaucé',
  'Gloire',
  'Divine',
] as const;

export const LAST_NAMES = [
  'Mbuyi',
  'Kabongo',
  'Ilunga',
  'Tshibangu',
  'Mukendi',
  'Kalala',
  'Lukusa',
  'Mwamba',
  'Nsimba',
  'Makiese',
  'Kasongo',
  'Mbala',
  'Lumbala',
  'Ngoy',
  'Kapinga',
  'Matondo',
  'Bokele',
  'Bisimwa',
  'Mulumba',
  'Mutombo',
] as const;

export const CITIES = [
  'Kinshasa',
  'Lubumbashi',
  'Goma',
  'Kisangani',
  'Bukavu',
  'Matadi',
  'Kolwezi',
  'Mbuji-Mayi',
] as const;

/** A valid Congolese mobile number (Vodacom, Airtel, Orange and Africell prefixes). */
export function congoleseMobile(): string {
  return `+243${pick(['81', '82', '84', '85', '89', '97', '99'])}${String(randomInt(10_000_000)).padStart(7, '0')}`;
}

export interface Trade {
  title: string;
  summary: string;
  skills: readonly string[];
  previousRoles: readonly string[];
  education: string;
}

export const TRADES: readonly Trade[] = [
  {
    title: 'Civil Engineer',
    summary:
      'Civil engineer who has supervised road and building sites, from survey to handover, with a strict eye on safety and budgets.',
    skills: [
      'AutoCAD',
      'Project Management',
      'Site Supervision',
      'Health and Safety',
      'Structural Design',
      'French',
      'English',
    ],
    previousRoles: ['Site Engineer, Office des Routes', 'Junior Engineer, BTP Kin Construction'],
    education: 'Diplôme d’Ingénieur Civil, Université de Kinshasa',
  },
  {
    title: 'Accountant',
    summary:
      'Chartered accountant keeping the books of mid-sized companies, preparing OHADA and IFRS statements and leading audits.',
    skills: ['Accounting', 'Excel', 'IFRS', 'OHADA', 'Sage', 'Budgeting', 'French'],
    previousRoles: ['Senior Accountant, Groupe Lualaba Distribution', 'Audit Assistant, Cabinet Kasai Conseil'],
    education: 'Licence en Sciences Comptables, Université de Lubumbashi',
  },
  {
    title: 'Software Developer',
    summary:
      'Full-stack developer building web and mobile-money applications that work on cheap phones and slow networks.',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Git', 'English'],
    previousRoles: ['Developer, Kinshasa Digital Works', 'Intern, Orange RDC'],
    education: 'Licence en Informatique de Gestion, ISIPA Kinshasa',
  },
  {
    title: 'Mining Geologist',
    summary:
      'Exploration geologist with copper and cobalt experience: core logging, mapping and resource modelling on Katanga sites.',
    skills: ['Geology', 'GIS', 'Core Logging', 'Health and Safety', 'Excel', 'Swahili', 'French'],
    previousRoles: ['Exploration Geologist, Kolwezi Copper Project', 'Field Assistant, Geological Survey'],
    education: 'Master en Géologie, Université de Lubumbashi',
  },
  {
    title: 'Logistics Coordinator',
    summary:
      'Logistics coordinator running fleets and customs clearance between Matadi port, Kinshasa and the eastern provinces.',
    skills: ['Supply Chain', 'Fleet Management', 'Customs Clearance', 'Excel', 'Driving Licence', 'Lingala', 'French'],
    previousRoles: ['Transport Supervisor, Congo River Logistics', 'Warehouse Clerk, Matadi Port Services'],
    education: 'Graduat en Logistique, ISC Kinshasa',
  },
];

export interface DemoCompany {
  name: string;
  industry: string;
  city: string;
  size: string;
  slug: string;
  brand: Rgb;
  about: string;
}

export const COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Lualaba Copper Services SARL',
    industry: 'Mining',
    city: 'Kolwezi',
    size: '201-500',
    slug: 'lualabacopper',
    brand: [196, 98, 45],
    about: 'Drilling, haulage and maintenance services for copper and cobalt mines in Lualaba province since 2009.',
  },
  {
    name: 'Congo River Logistics SARL',
    industry: 'Logistics',
    city: 'Matadi',
    size: '51-200',
    slug: 'congoriverlogistics',
    brand: [28, 96, 150],
    about: 'Freight forwarding, customs clearance and trucking from the port of Matadi to every province.',
  },
  {
    name: 'Kivu Lakeside Hotels',
    industry: 'Hospitality',
    city: 'Goma',
    size: '51-200',
    slug: 'kivulakeside',
    brand: [40, 130, 90],
    about: 'Three hotels on the shores of Lake Kivu, welcoming business travellers and tourists all year round.',
  },
  {
    name: 'Kinshasa Digital Works',
    industry: 'IT',
    city: 'Kinshasa',
    size: '11-50',
    slug: 'kinshasadigital',
    brand: [90, 60, 160],
    about: 'Software studio building payment, logistics and public-service applications for Congolese organisations.',
  },
];

export const HIRING_TITLES = [
  'HR Manager',
  'Talent Acquisition Lead',
  'Operations Director',
  'Managing Director',
] as const;

export const AVATAR_COLOURS: readonly [Rgb, Rgb][] = [
  [
    [33, 84, 140],
    [222, 232, 245],
  ],
  [
    [150, 62, 48],
    [247, 228, 220],
  ],
  [
    [36, 110, 80],
    [224, 242, 232],
  ],
  [
    [110, 70, 140],
    [236, 226, 245],
  ],
];
