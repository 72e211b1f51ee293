import { randomInt } from 'node:crypto';
import { normaliseSkills } from '@talent/shared';
import type { Db } from '../db/client.js';
import { buildEmployer, buildProfessional } from './factories/users.js';
import { attachCompanyLogo, attachProfessionalFiles } from '../profiles/index.js';
import type { UserRow } from '../accounts/index.js';
import { buildCvPdf } from './cv-pdf.js';
import { avatarPng, logoPng } from './images.js';
import { AVATAR_COLOURS, CITIES, COMPANIES, HIRING_TITLES, TRADES, congoleseMobile, pick } from './people.js';

/** The complete profile of each kind of sandbox, built from the invented data of people.ts. */
export interface DemoAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isDemo: true;
  demoExpiresAt: Date;
}

function isoDateYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, randomInt(12), 1 + randomInt(28));
  return d.toISOString().slice(0, 10);
}

interface SandboxFile {
  kind: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** What a sandbox holds, generated before the transaction so that it stays short. */
export interface SandboxPlan {
  create: (db: Db) => Promise<UserRow>;
  files: SandboxFile[];
  attach: (db: Db, userId: string, fileIds: string[]) => Promise<void>;
}

export async function professionalPlan(account: DemoAccount): Promise<SandboxPlan> {
  const trade = pick(TRADES);
  const city = pick(CITIES);
  const phone = congoleseMobile();
  const years = 3 + randomInt(12);
  const name = `${account.firstName} ${account.lastName}`;
  const cv = await buildCvPdf({
    name,
    title: trade.title,
    city,
    email: account.email,
    phone,
    summary: trade.summary,
    experience: trade.previousRoles,
    education: trade.education,
    skills: trade.skills,
  });
  const [background, figure] = pick(AVATAR_COLOURS);
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-');
  return {
    create: async (db) =>
      (
        await buildProfessional(db, {
          user: account,
          profile: {
            country: 'CD',
            phoneNumber: phone,
            dateOfBirth: isoDateYearsAgo(years + 24),
            professionalSummary: `${trade.summary} Based in ${city}.`,
            currentJobTitle: trade.title,
            yearsOfExperience: years,
            linkedinProfileUrl: `https://www.linkedin.com/in/${slug}-${randomInt(1000, 9999)}`,
            skills: [...trade.skills],
            skillsNormalized: normaliseSkills(trade.skills),
            onboardingCompleted: true,
          },
        })
      ).user,
    files: [
      { kind: 'cv', filename: `CV ${name}.pdf`, contentType: 'application/pdf', data: cv },
      { kind: 'profile_photo', filename: `${name}.png`, contentType: 'image/png', data: avatarPng(background, figure) },
    ],
    attach: (db, userId, [cvFileId, profilePhotoFileId]) =>
      attachProfessionalFiles(db, userId, { cvFileId, profilePhotoFileId }),
  };
}

export function employerPlan(account: DemoAccount): SandboxPlan {
  const company = pick(COMPANIES);
  return {
    create: async (db) =>
      (
        await buildEmployer(db, {
          user: account,
          profile: {
            companyName: company.name,
            industry: company.industry,
            companyWebsite: `https://www.${company.slug}.example.cd`,
            companySize: company.size,
            jobTitle: pick(HIRING_TITLES),
            // The sandbox's hiring contact is the demo account itself.
            workEmail: account.email,
            phoneNumber: congoleseMobile(),
            country: 'CD',
            officeLocation: `${company.city}, DR Congo`,
            description: company.about,
            onboardingCompleted: true,
          },
        })
      ).user,
    files: [
      {
        kind: 'company_logo',
        filename: `${company.slug}-logo.png`,
        contentType: 'image/png',
        data: logoPng(company.brand),
      },
    ],
    attach: (db, userId, [companyLogoFileId]) => attachCompanyLogo(db, userId, companyLogoFileId),
  };
}
