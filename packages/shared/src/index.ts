export * from './constants.js';
export * from './messages.js';
export * from './countries.js';
export * from './phone.js';
export * from './url.js';
export * from './schemas/fields.js';
export * from './schemas/auth.js';
export * from './schemas/profile.js';
