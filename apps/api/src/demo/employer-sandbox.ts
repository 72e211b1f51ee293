import { createHash, randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { addDaysIso, DAY_MS, normaliseSkills, todayIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { buildApplicationRow, buildJobRequest } from './factories/hiring.js';
import { buildProfessional } from './factories/users.js';
import { attachDemoCv } from './repositories/demo-data.js';
import { accountIn } from '../accounts/index.js';

const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

interface DemoCandidate {
  firstName: string;
  lastName: string;
  title: string;
  years: number;
  summary: string;
  skills: string[];
}

const CANDIDATES: DemoCandidate[] = [
  {
    firstName: 'Amani',
    lastName: 'Kasongo',
    title: 'Civil Engineer',
    years: 8,
    summary: 'Led the construction of three warehouses and a bridge in Haut-Katanga.',
    skills: ['AutoCAD', 'Project management', 'French', 'English'],
  },
  {
    firstName: 'Joel',
    lastName: 'Ilunga',
    title: 'Site Supervisor',
    years: 5,
    summary: 'Supervises crews of up to 40 workers; trained in health and safety.',
    skills: ['HSE', 'AutoCAD', 'Swahili'],
  },
  {
    firstName: 'Nadine',
    lastName: 'Mbuyi',
    title: 'Junior Engineer',
    years: 1,
    summary: 'Recent graduate of the University of Lubumbashi.',
    skills: ['Excel', 'French'],
  },
];

/** A one-page CV, light enough to generate for every sandbox. */
async function cvPdf(c: DemoCandidate): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    `${c.firstName} ${c.lastName}`,
    `${c.title} - ${c.years} years of experience`,
    c.summary,
    `Skills: ${c.skills.join(', ')}`,
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 24, size: i === 0 ? 18 : 11, font }));
  return Buffer.from(await doc.save());
}

/** A demo professional who cannot sign in (no password) and expires with the sandbox that made them. */
async function buildCandidate(db: Db, c: DemoCandidate, expiresAt: Date) {
  const { user } = await buildProfessional(db, {
    user: {
      email: `demo-candidate-${randomUUID().slice(0, 12)}@demo.congotalent.cd`,
      firstName: c.firstName,
      lastName: c.lastName,
      passwordHash: null,
      isDemo: true,
      demoExpiresAt: expiresAt,
    },
    profile: {
      currentJobTitle: c.title,
      yearsOfExperience: c.years,
      professionalSummary: c.summary,
      skills: c.skills,
      skillsNormalized: normaliseSkills(c.skills),
      onboardingCompleted: true,
    },
  });
  const pdf = await cvPdf(c);
  await attachDemoCv(db, user.id, {
    filename: `CV ${c.firstName} ${c.lastName}.pdf`,
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    data: pdf,
  });
  return user;
}

/** A request staff rejected with the reason, and one closed after its deadline with a hire. */
async function addPastRequests(tx: Db, employerId: string, today: string, hiredId: string): Promise<void> {
  await buildJobRequest(tx, {
    employerId: employerId,
    jobTitle: 'Sales Representative',
    jobDescription: 'Sell our products.',
    experienceLevel: 'entry',
    requiredSkills: 'Customer service, Lingala',
    salary: null,
    status: 'rejected',
    rejectionReason: 'Please describe the products, the sales territory and the monthly salary, then submit again.',
    submittedAt: daysAgo(12),
  });

  const closed = await buildJobRequest(tx, {
    employerId: employerId,
    jobTitle: 'Logistics Coordinator',
    sector: 'logistics',
    jobDescription: 'Plan the trucking of ore concentrate from Kolwezi to the port of Dar es Salaam.',
    requiredSkills: 'Logistics, Excel, Swahili',
    jobLocation: 'Kolwezi, DR Congo',
    typeOfContract: 'contract',
    salary: 1800,
    status: 'closed',
    startDate: addDaysIso(today, -10),
    applicationDeadline: addDaysIso(today, -20),
    submittedAt: daysAgo(45),
    approvedAt: daysAgo(44),
    closedAt: daysAgo(19),
  });
  await buildApplicationRow(tx, {
    jobId: closed.id,
    professionalId: hiredId,
    status: 'hired',
    createdAt: daysAgo(30),
  });
}

/**
 * Fills an employer sandbox with requests in every status, so that a demo visitor sees the whole flow:
 * one awaiting review, one published with applicants staff forwarded (and one they have not), one rejected
 * with the reason, and one closed after its deadline with a hire.
 */
export async function addEmployerDemoData(db: Db, employerUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const employer = await accountIn(tx, employerUserId);
    if (!employer) throw new Error(`No user ${employerUserId} to add employer demo data to.`);
    const expiresAt = employer.demoExpiresAt ?? new Date(Date.now() + DAY_MS);
    const today = todayIso();
    const candidates = [];
    // One after the other: a transaction is one connection.
    for (const c of CANDIDATES) candidates.push(await buildCandidate(tx, c, expiresAt));
    const [amani, joel, nadine] = candidates;

    await buildJobRequest(tx, {
      employerId: employerUserId,
      jobTitle: 'Accountant (OHADA)',
      jobDescription: 'Keep the books of our Lubumbashi branch under the OHADA accounting system.',
      experienceLevel: 'mid',
      requiredSkills: 'Accounting, Excel, French',
      jobLocation: 'Lubumbashi, DR Congo',
      workModel: 'hybrid',
      salary: 1200,
      submittedAt: daysAgo(1),
    });

    const published = await buildJobRequest(tx, {
      employerId: employerUserId,
      jobTitle: 'Site Engineer',
      sector: 'construction',
      jobDescription: 'Supervise the construction of a 5,000 m2 warehouse and coordinate the subcontractors.',
      experienceLevel: 'senior',
      requiredSkills: 'AutoCAD, Project management, HSE, French',
      salary: 2800,
      medicalAid: true,
      housing: true,
      status: 'approved',
      applicationDeadline: addDaysIso(today, 21),
      submittedAt: daysAgo(8),
      approvedAt: daysAgo(7),
    });
    await buildApplicationRow(tx, {
      jobId: published.id,
      professionalId: amani!.id,
      status: 'shortlisted',
      coverLetter:
        'I have delivered three warehouses on time in Haut-Katanga and would like to bring that to your site.',
      createdAt: daysAgo(5),
    });
    await buildApplicationRow(tx, {
      jobId: published.id,
      professionalId: joel!.id,
      status: 'shortlisted',
      createdAt: daysAgo(4),
    });
    await buildApplicationRow(tx, { jobId: published.id, professionalId: nadine!.id, createdAt: daysAgo(2) });

    await addPastRequests(tx, employerUserId, today, joel!.id);
  });
}
