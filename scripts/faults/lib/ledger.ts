import { isErrorBody, type Outcome } from './http.js';
import { now } from './util.js';

/** What the writers sent and what the server acknowledged, plus every answer counted by kind. */
export class Ledger {
  /** E-mails whose registration was answered 2xx. */
  readonly registrations = new Set<string>();
  /** Per account: the highest counter acknowledged, and the highest sent (acknowledged or not). */
  readonly profiles = new Map<string, { acked: number; sent: number }>();
  readonly ackTimes: number[] = [];
  /** Acknowledged profile updates (several per account). */
  profileAcks = 0;

  requests = 0;
  acked = 0;
  dropped = 0;
  timeouts = 0;
  s503 = 0;
  /** 503 answers without the API's `{ detail, code }` body. */
  s503BadBody = 0;
  /** 5xx other than 503: the server failed instead of saying it is unavailable. */
  s5xx = 0;
  s4xx = 0;
  readonly droppedCauses = new Map<string, number>();
  readonly statusesByPath = new Map<string, number>();
  readonly badBodies: string[] = [];

  /** Counts an outcome; returns whether it is an acknowledgement. */
  record(label: string, outcome: Outcome): boolean {
    this.requests += 1;
    if (outcome.kind === 'dropped') {
      this.dropped += 1;
      this.droppedCauses.set(outcome.cause, (this.droppedCauses.get(outcome.cause) ?? 0) + 1);
      return false;
    }
    if (outcome.kind === 'timeout') {
      this.timeouts += 1;
      return false;
    }
    const { status } = outcome;
    if (status >= 200 && status < 300) {
      this.acked += 1;
      this.ackTimes.push(now());
      return true;
    }
    const key = `${label} ${status}`;
    this.statusesByPath.set(key, (this.statusesByPath.get(key) ?? 0) + 1);
    if (status === 503) {
      this.s503 += 1;
      if (!isErrorBody(outcome.body)) {
        this.s503BadBody += 1;
        if (this.badBodies.length < 3) this.badBodies.push(JSON.stringify(outcome.body ?? null).slice(0, 160));
      }
    } else if (status >= 500) this.s5xx += 1;
    else this.s4xx += 1;
    return false;
  }

  ackRegistration(email: string): void {
    this.registrations.add(email);
  }

  sentProfile(email: string, value: number): void {
    const entry = this.profiles.get(email) ?? { acked: 0, sent: 0 };
    entry.sent = Math.max(entry.sent, value);
    this.profiles.set(email, entry);
  }

  ackProfile(email: string, value: number): void {
    const entry = this.profiles.get(email) ?? { acked: 0, sent: value };
    entry.acked = Math.max(entry.acked, value);
    this.profiles.set(email, entry);
    this.profileAcks += 1;
  }

  /** When the first acknowledgement after `since` arrived, if any did. */
  firstAckAfter(since: number): number | undefined {
    return this.ackTimes.find((t) => t > since);
  }
}
