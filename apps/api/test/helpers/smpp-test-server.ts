import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { afterAll } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { handleInboundSms } from '../../src/messaging/sms/inbound.js';
import { SmppGateway } from '../../src/messaging/sms/smpp-gateway.js';

/** An SMS as the SMS centre received it. */
export interface ReceivedSms {
  id: string;
  from: string;
  to: string;
  text: string;
  dataCoding: number;
  registeredDelivery: number;
}

/**
 * A real SMPP server on 127.0.0.1 (node-smpp's createServer), standing in for an operator's SMS centre: it binds
 * transceivers with one system id and password, answers enquire_link, keeps every submit_sm, and can send delivery
 * receipts and people's texts back as deliver_sm. It can be stopped and started again on the same port, as a centre
 * that goes down and comes back.
 */
export interface TestSmsc {
  url: string;
  received: ReceivedSms[];
  /** Sessions bound now. */
  sessions: Session[];
  /** enquire_link seen so far. */
  enquireLinks: number;
  /** Binds so far (a rebind after a drop counts again). */
  binds: number;
  /** Resolves once at least `count` SMS arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedSms[]>;
  /** Leaves enquire_link unanswered, as a centre gone silent without closing the connection (false answers again). */
  silence(on: boolean): void;
  /** Answers the next submits with this command status instead of accepting them (0 accepts again). */
  refuseWith(status: number): void;
  /** A delivery receipt for an SMS received, in the SMPP 3.4 appendix B text form. */
  sendReceipt(id: string, stat: 'DELIVRD' | 'UNDELIV' | 'EXPIRED'): Promise<void>;
  /** A text from a phone, as a mobile-originated deliver_sm. */
  sendText(from: string, text: string): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const SYSTEM_ID = 'talent';
const PASSWORD = 'secret';

export async function startTestSmsc(): Promise<TestSmsc> {
  const received: ReceivedSms[] = [];
  const sessions: Session[] = [];
  let server: ReturnType<typeof smpp.createServer> | null = null;
  let port = 0;
  let refusal = 0;
  let silent = false;
  let nextId = 1;
  const state = { enquireLinks: 0, binds: 0 };

  const onSession = (session: Session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: PDU) => {
      if (pdu.system_id !== SYSTEM_ID || pdu.password !== PASSWORD) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        session.close();
        return;
      }
      state.binds += 1;
      sessions.push(session);
      session.send(pdu.response());
    });
    session.on('close', () => {
      const at = sessions.indexOf(session);
      if (at >= 0) sessions.splice(at, 1);
    });
    session.on('enquire_link', (pdu: PDU) => {
      state.enquireLinks += 1;
      if (!silent) session.send(pdu.response());
    });
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (refusal !== 0) {
        session.send(pdu.response({ command_status: refusal }));
        return;
      }
      const id = `smsc-${nextId++}`;
      const message = pdu.short_message as { message: string | Buffer };
      received.push({
        id,
        from: String(pdu.source_addr),
        to: String(pdu.destination_addr),
        text: Buffer.isBuffer(message.message) ? message.message.toString('latin1') : message.message,
        dataCoding: Number(pdu.data_coding),
        registeredDelivery: Number(pdu.registered_delivery),
      });
      session.send(pdu.response({ message_id: id }));
    });
  };

  const start = async () => {
    server = smpp.createServer({ debug: false }, onSession);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const closing = server;
    server = null;
    for (const session of [...sessions]) session.destroy();
    sessions.length = 0;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const deliver = (fields: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      const session = sessions[0];
      if (!session) {
        reject(new Error('no session is bound to the test SMS centre'));
        return;
      }
      session.deliver_sm(fields, (pdu) =>
        pdu.command_status === 0 ? resolve() : reject(new Error(`deliver_sm refused: ${pdu.command_status}`)),
      );
    });

  await start();
  afterAll(stop);
  return {
    url: `smpp://${SYSTEM_ID}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    sessions,
    get enquireLinks() {
      return state.enquireLinks;
    },
    get binds() {
      return state.binds;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} SMS, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    silence(on) {
      silent = on;
    },
    refuseWith(status) {
      refusal = status;
    },
    sendReceipt: (id, stat) =>
      deliver({
        source_addr: '243812345678',
        destination_addr: 'CongoTalent',
        esm_class: 0x04,
        short_message: `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611271200 done date:2611271201 stat:${stat} err:000 text:`,
      }),
    sendText: (from, text) =>
      deliver({
        source_addr: from,
        source_addr_ton: 1,
        destination_addr: 'CongoTalent',
        esm_class: 0,
        short_message: text,
      }),
    stop,
    start,
  };
}

/**
 * The application's SMPP session to `smsc`, its texts handled as the server handles them, with quick enquire_link and
 * rebinds (or `timing`'s) so that a test sees a dead link in a fraction of a second. Closed after the file's tests.
 */
export function testSmsGateway(
  ctx: AppContext,
  smsc: Pick<TestSmsc, 'url'>,
  timing: { enquireLinkMs?: number; timeoutMs?: number } = {},
): SmppGateway {
  const gateway = new SmppGateway({
    url: smsc.url,
    onInbound: (inbound) => handleInboundSms(ctx, inbound),
    enquireLinkMs: timing.enquireLinkMs ?? 100,
    timeoutMs: timing.timeoutMs ?? 2000,
    rebindMs: 20,
  });
  afterAll(() => gateway.close());
  return gateway;
}
