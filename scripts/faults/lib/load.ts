import { randomBytes } from 'node:crypto';
import { request, type Outcome } from './http.js';
import type { Ledger } from './ledger.js';
import { sleep, within } from './util.js';

const PASSWORD = 'fault-injection-password-1';
/** Every account the harness makes has this domain, so verification reads only its own rows. */
export const EMAIL_DOMAIN = 'faults.example.com';

/**
 * A writer: registers its own account once, logs in, then alternates a new registration (a throwaway account)
 * with a PATCH of its own profile carrying the next value of its counter (v1, v2, ...). Its state outlives a
 * server restart, so the counter keeps increasing across the whole scenario.
 */
class Writer {
  private email: string | undefined;
  private token: string | undefined;
  private counter = 0;
  private serial = 0;
  private turn = 0;

  constructor(
    private readonly prefix: string,
    private readonly ledger: Ledger,
  ) {}

  private nextEmail(): string {
    this.serial += 1;
    return `${this.prefix}-${this.serial}@${EMAIL_DOMAIN}`;
  }

  /** One request; returns its outcome so the loop can back off when the server is gone. */
  async step(baseUrl: string): Promise<Outcome> {
    if (!this.email) {
      // A registration that was not acknowledged may or may not exist: the next try takes a fresh address.
      const email = this.nextEmail();
      const outcome = await this.register(baseUrl, email);
      if (isOk(outcome)) {
        this.email = email;
        this.token = undefined;
      }
      return outcome;
    }
    if (!this.token) {
      const outcome = await request(baseUrl, 'POST', '/api/token/', {
        body: { email: this.email, password: PASSWORD },
      });
      this.ledger.record('login', outcome);
      if (isOk(outcome) && outcome.kind === 'answer')
        this.token = (outcome.body as { access?: string } | undefined)?.access;
      return outcome;
    }
    this.turn += 1;
    if (this.turn % 2 === 1) return this.register(baseUrl, this.nextEmail());
    return this.patchProfile(baseUrl);
  }

  private async register(baseUrl: string, email: string): Promise<Outcome> {
    const body = {
      email,
      password: PASSWORD,
      user_type: 'professional',
      profile: { first_name: 'Fault', last_name: 'Writer', country: 'CD', phone_number: '+243812345678' },
    };
    const outcome = await request(baseUrl, 'POST', '/api/register/', { body });
    if (this.ledger.record('register', outcome)) this.ledger.ackRegistration(email);
    return outcome;
  }

  private async patchProfile(baseUrl: string): Promise<Outcome> {
    const email = this.email!;
    this.counter += 1;
    const value = this.counter;
    // Two columns in two tables, written in one transaction: a stored row where they differ is a torn write.
    const body = { last_name: `v${value}`, current_job_title: `v${value}` };
    this.ledger.sentProfile(email, value);
    const outcome = await request(baseUrl, 'PATCH', '/api/profile/', { body, token: this.token });
    if (this.ledger.record('profile', outcome)) this.ledger.ackProfile(email, value);
    // An access token lasts 10 minutes; a refused one is replaced by logging in again.
    if (outcome.kind === 'answer' && outcome.status === 401) this.token = undefined;
    return outcome;
  }
}

const isOk = (outcome: Outcome) => outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300;

/** A fixed set of writers, run in bursts: `start` before a fault, `stop` once the server is gone. */
export class Load {
  private readonly writers: Writer[];
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly baseUrl: string,
    ledger: Ledger,
    writers: number,
  ) {
    const run = randomBytes(3).toString('hex');
    this.writers = Array.from({ length: writers }, (_, i) => new Writer(`faults-${run}-w${i}`, ledger));
  }

  start(): void {
    if (this.running.length > 0) return;
    this.stopping = false;
    this.running = this.writers.map((writer) => this.loop(writer));
  }

  private async loop(writer: Writer): Promise<void> {
    while (!this.stopping) {
      const outcome = await writer.step(this.baseUrl);
      // Without an answer, or with a 503, hammering only inflates the counts: wait a little before the next try.
      if (outcome.kind !== 'answer' || outcome.status === 503) await sleep(100);
    }
  }

  /** Lets each writer finish its request in flight (each is bounded by the request time limit). */
  async stop(): Promise<void> {
    this.stopping = true;
    await within(Promise.all(this.running), 30_000, undefined);
    this.running = [];
  }
}
