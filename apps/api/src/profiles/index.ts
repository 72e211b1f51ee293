// Profiles: a professional's or an employer's profile, its files (CVs, photos, logos, job specs) and the skills read
// from a CV. This file is the module's only door: other modules import what it exports, and nothing past it (the lint
// refuses).
export { fileRefSigner } from './file-urls.js';
export type { FileUrlSigner } from './file-urls.js';
export { isPictureKind, storedPicture } from './images.js';
export { loadProfile } from './profile-view.js';
export {
  attachCompanyLogo,
  attachProfessionalFiles,
  matchingSkillsOf,
  startEmployerProfile,
  startProfessionalProfile,
  storeFile,
} from './profile-records.js';
export type { EmployerProfileValues } from './repositories/profiles.js';
export { default as cvSkillsRoutes } from './routes/cv-skills.js';
export { default as fileRoutes } from './routes/files.js';
export { default as profileRoutes } from './routes/index.js';
export { readForm } from './uploads.js';
