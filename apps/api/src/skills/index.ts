/** Skills as stored: kept true to the reading of @talent/shared that this version carries. */
export { rereadStoredSkills } from './skill-rereading.js';
