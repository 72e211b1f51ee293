// The demo: the demo accounts, their sandboxes, and the seeding of the demo market. This file is the module's only
// door: other modules import what it exports, and nothing past it (the lint refuses).
export { buildEmployer } from './factories/users.js';
export { seedDemoMarket } from './market.js';
export { default as demoLoginRoutes } from './routes/demo-login.js';
