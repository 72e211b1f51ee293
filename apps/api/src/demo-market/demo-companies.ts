/**
 * The domain of the demo market's fictional companies' accounts: the demo seeding creates them under it, and the
 * demo market's job lists keep to the jobs of its accounts (hiring/repositories/job-status.ts).
 */
export const DEMO_COMPANY_DOMAIN = 'companies.demo.congotalent.cd';
