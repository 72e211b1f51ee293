// The demo market's content (its companies and jobs, in English and French), which the lists and the export show in
// the reader's language. This file is the module's only door: other modules import what it exports, and nothing past
// it (the lint refuses).
export { DEMO_COMPANY_DOMAIN } from './demo-companies.js';
export { DEMO_COMPANIES } from './market-data.js';
export type { DemoCompany, DemoJob } from './market-data.js';
export { demoJobInLanguage } from './market-language.js';
