// Scam signals: what in a job request's words, its likeness to other employers' jobs or its salary should make staff
// look twice. This file is the module's only door: other modules import what it exports, and nothing past it (the lint
// refuses).
export { assessJobRequest, moneyAskedIn } from './risk-flags.js';
