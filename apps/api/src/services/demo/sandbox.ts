import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEMO_PASSWORD, normaliseSkills, type UserType } from '@talent/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { buildEmployer, buildProfessional } from '../../factories/users.js';
import { insertStoredFile } from '../../repositories/files.js';
import { updateEmployerProfile, updateProfessionalProfile } from '../../repositories/profiles.js';
import type { UserRow } from '../../repositories/users.js';
import { hashPassword } from '../passwords.js';
import { buildCvPdf } from './cv-pdf.js';
import { employerSandboxExtras, professionalSandboxExtras } from './extras.js';
import { avatarPng, logoPng } from './images.js';
import {
  AVATAR_COLOURS, CITIES, COMPANIES, FIRST_NAMES, HIRING_TITLES, LAST_NAMES, TRADES, congoleseMobile, pick,
} from './people.js';

/** Every sandbox has the same password, so one hash serves them all (it is salted, and checked as any other). */
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function storeFile(db: Db, ownerId: string, kind: string, filename: string, contentType: string, data: Buffer) {
  return insertStoredFile(db, { ownerId, kind, filename, contentType, data, sha256: sha256(data) });
}

function isoDateYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, randomInt(12), 1 + randomInt(28));
  return d.toISOString().slice(0, 10);
}

async function professionalSandbox(db: Db, account: Partial<UserRow>) {
  const trade = pick(TRADES);
  const city = pick(CITIES);
  const phone = congoleseMobile();
  const years = 3 + randomInt(12);
  const { user } = await buildProfessional(db, {
    user: account,
    profile: {
      country: 'CD',
      phoneNumber: phone,
      dateOfBirth: isoDateYearsAgo(years + 24),
      professionalSummary: `${trade.summary} Based in ${city}.`,
      currentJobTitle: trade.title,
      yearsOfExperience: years,
      linkedinProfileUrl: `https://www.linkedin.com/in/${account.firstName}-${account.lastName}-${randomInt(1000, 9999)}`
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, ''),
      skills: [...trade.skills],
      skillsNormalized: normaliseSkills(trade.skills),
      onboardingCompleted: true,
    },
  });
  const name = `${user.firstName} ${user.lastName}`;
  const cv = await buildCvPdf({
    name,
    title: trade.title,
    city,
    email: user.email,
    phone,
    summary: trade.summary,
    experience: trade.previousRoles,
    education: trade.education,
    skills: trade.skills,
  });
  const [background, figure] = pick(AVATAR_COLOURS);
  const cvFile = await storeFile(db, user.id, 'cv', `CV ${name}.pdf`, 'application/pdf', cv);
  const photo = await storeFile(db, user.id, 'profile_photo', `${name}.png`, 'image/png', avatarPng(background, figure));
  await updateProfessionalProfile(db, user.id, { cvFileId: cvFile.id, profilePhotoFileId: photo.id });
  return user;
}

async function employerSandbox(db: Db, account: Partial<UserRow>) {
  const company = pick(COMPANIES);
  const { user } = await buildEmployer(db, {
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
  });
  const logo = await storeFile(db, user.id, 'company_logo', `${company.slug}-logo.png`, 'image/png', logoPng(company.brand));
  await updateEmployerProfile(db, user.id, { companyLogoFileId: logo.id });
  return user;
}

/**
 * A fresh sandbox account of the asked type with a complete profile, so that each visitor explores
 * their own data. It logs in with DEMO_PASSWORD and is deleted DEMO_TTL_HOURS later.
 */
export async function createDemoSandbox(ctx: AppContext, userType: UserType): Promise<UserRow> {
  const account = {
    email: `demo-${randomBytes(6).toString('hex')}@demo.congotalent.cd`,
    passwordHash: await demoPasswordHash(),
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    isDemo: true,
    demoExpiresAt: new Date(Date.now() + ctx.config.DEMO_TTL_HOURS * 3600_000),
  };
  return ctx.db.transaction(async (tx) => {
    const user = userType === 'professional' ? await professionalSandbox(tx, account) : await employerSandbox(tx, account);
    const extras = userType === 'professional' ? professionalSandboxExtras : employerSandboxExtras;
    for (const extra of extras) await extra(tx, user.id);
    return user;
  });
}
