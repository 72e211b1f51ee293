// The staff console's routes: the queue of job requests, applications, users, reports, the outbox and the audit log,
// each acting through the module that owns the data. This file is the module's only door: other modules import what it
// exports, and nothing past it (the lint refuses).
export { default as adminRoutes } from './routes/index.js';
