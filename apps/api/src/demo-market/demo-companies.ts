/**
 * The domain of the demo market's fictional companies' accounts: the demo seeding creates them under it, and the
 * demo market's job lists keep to the jobs of its accounts (db/market-rules.ts, where it is defined).
 */
export { DEMO_COMPANY_DOMAIN } from '../db/market-rules.js';
