// Job alerts: a professional's saved searches, run daily or weekly and sent by mail and SMS. This file is the module's
// only door: other modules import what it exports, and nothing past it (the lint refuses).
export { runDueJobAlerts } from './job-alerts.js';
export { default as jobAlertRoutes } from './routes/job-alerts.js';
