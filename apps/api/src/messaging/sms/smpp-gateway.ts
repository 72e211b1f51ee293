import smpp, { type PDU, type Session } from 'smpp';

/** What the gateway hands to the application: a delivery receipt or a message a person texted. */
export type InboundSms =
  | { type: 'receipt'; messageId: string; delivered: boolean; state: string }
  | { type: 'message'; from: string; text: string };

export interface SmppGatewayOptions {
  /** smpp://SYSTEM_ID:PASSWORD@HOST:PORT or smpps://... */
  url: string;
  /** Called for each deliver_sm; the SMS centre is answered once it has settled (so a failure is sent again). */
  onInbound: (inbound: InboundSms) => Promise<void>;
  onError?: (err: Error) => void;
  /** How often the session is proven alive when nothing else goes over it. */
  enquireLinkMs?: number;
  /** How long a bind or a submit waits for its answer. */
  timeoutMs?: number;
  /** The first wait before binding again after a failed bind; it doubles up to 5 minutes. */
  rebindMs?: number;
}

/** An SMS centre's refusal, with its command status: some say "try later", others "never". */
export class SmppError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }

  /** Refusals that no retry will change: a number that does not exist, a sender the centre does not allow. */
  get permanent(): boolean {
    return this.status === smpp.ESME_RINVDSTADR || this.status === smpp.ESME_RINVSRCADR;
  }
}

const LONGEST_REBIND_MS = 5 * 60_000;

/** Final states of a delivery receipt (SMPP 3.4, appendix B): DELIVRD is delivered, the others failed. */
const FAILED_STATES = new Set(['EXPIRED', 'DELETED', 'UNDELIV', 'REJECTD', 'UNKNOWN']);
/** message_state TLV values (SMPP 3.4, 5.2.28) of the same final states. */
const MESSAGE_STATES: Record<number, string> = {
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

function shortMessageText(pdu: PDU): string {
  const sm = pdu.short_message as { message?: string | Buffer } | string | Buffer | undefined;
  const message = sm && typeof sm === 'object' && !Buffer.isBuffer(sm) ? sm.message : sm;
  if (message === undefined) return typeof pdu.message_payload === 'string' ? pdu.message_payload : '';
  return Buffer.isBuffer(message) ? message.toString('latin1') : message;
}

/** A deliver_sm read as a receipt (esm_class bit 2) or as a message a person sent. */
export function readDeliverSm(pdu: PDU): InboundSms | null {
  const text = shortMessageText(pdu);
  if ((Number(pdu.esm_class) & 0x3c) === 0x04) {
    const id = (pdu.receipted_message_id as string | undefined) ?? /\bid:(\S+)/i.exec(text)?.[1];
    const stateNumber = pdu.message_state as number | undefined;
    const state =
      (stateNumber !== undefined ? MESSAGE_STATES[stateNumber] : undefined) ?? /\bstat:(\w+)/i.exec(text)?.[1];
    if (!id || !state) return null;
    const upper = state.toUpperCase();
    if (upper !== 'DELIVRD' && !FAILED_STATES.has(upper)) return null;
    return { type: 'receipt', messageId: id, delivered: upper === 'DELIVRD', state: upper };
  }
  return { type: 'message', from: String(pdu.source_addr ?? ''), text };
}

/**
 * One SMPP transceiver session to the SMS centre, bound when first needed and bound again after a drop, kept alive
 * by enquire_link, through which SMS are submitted and receipts and replies come in.
 */
export class SmppGateway {
  private session: Session | null = null;
  private binding: Promise<Session> | null = null;
  private failedBinds = 0;
  private nextBindAt = 0;
  private closed = false;
  private readonly target: URL;

  constructor(private readonly options: SmppGatewayOptions) {
    this.target = new URL(options.url);
  }

  /** Whether a bound session is open now. */
  get isBound(): boolean {
    return this.session !== null;
  }

  /** Binds now unless bound, or unless the wait after a failed bind has not run out (then it throws). */
  bind(): Promise<Session> {
    if (this.session) return Promise.resolve(this.session);
    if (this.closed) return Promise.reject(new SmppError('the SMS gateway is closed', null));
    if (Date.now() < this.nextBindAt) {
      return Promise.reject(new SmppError('the SMS centre could not be reached a moment ago', null));
    }
    this.binding ??= this.openSession().finally(() => (this.binding = null));
    return this.binding;
  }

  private openSession(): Promise<Session> {
    const { hostname, port, protocol, username, password } = this.target;
    const tls = protocol === 'smpps:';
    return new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({
        host: hostname,
        port: Number(port) || (tls ? 3550 : 2775),
        tls,
        ...(tls ? { servername: hostname } : {}),
      });
      let bound = false;
      let failed = false;
      const fail = (err: Error) => {
        if (failed) return;
        failed = true;
        this.failedBinds += 1;
        this.nextBindAt =
          Date.now() + Math.min((this.options.rebindMs ?? 1000) * 2 ** (this.failedBinds - 1), LONGEST_REBIND_MS);
        session.destroy();
        reject(err);
      };
      const timer = setTimeout(
        () => fail(new SmppError('the SMS centre did not answer the bind in time', null)),
        this.options.timeoutMs ?? 15_000,
      );
      session.on('error', (err: Error) => {
        if (!bound) {
          clearTimeout(timer);
          fail(err);
        } else this.options.onError?.(err);
      });
      session.on('close', () => {
        clearTimeout(timer);
        if (this.session === session) this.session = null;
        if (!bound) fail(new SmppError('the SMS centre closed the connection', null));
      });
      session.on('deliver_sm', (pdu: PDU) => void this.answerDeliverSm(session, pdu));
      // The centre's own enquire_link is answered, or it drops a session it believes dead.
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
      session.on(tls ? 'secureConnect' : 'connect', () => {
        session.bind_transceiver(
          { system_id: decodeURIComponent(username), password: decodeURIComponent(password) },
          (pdu) => {
            clearTimeout(timer);
            if (pdu.command_status !== 0) {
              fail(new SmppError(`the SMS centre refused the bind (status ${pdu.command_status})`, pdu.command_status));
              return;
            }
            bound = true;
            this.failedBinds = 0;
            this.nextBindAt = 0;
            this.session = session;
            this.keepAlive(session);
            resolve(session);
          },
        );
      });
    });
  }

  /**
   * Proves the session alive with enquire_link; one left unanswered for `timeoutMs` (a centre gone without closing
   * the connection) drops the session, so that the next run binds a new one instead of sending into a dead one.
   */
  private keepAlive(session: Session) {
    const every = this.options.enquireLinkMs ?? 30_000;
    const wait = this.options.timeoutMs ?? 15_000;
    const timer = setInterval(() => {
      const deadline = setTimeout(() => session.destroy(), wait);
      session.enquire_link({}, () => clearTimeout(deadline));
    }, every);
    timer.unref();
    session.once('close', () => clearInterval(timer));
  }

  private async answerDeliverSm(session: Session, pdu: PDU): Promise<void> {
    const inbound = readDeliverSm(pdu);
    try {
      if (inbound) await this.options.onInbound(inbound);
      session.send(pdu.response());
    } catch (err) {
      // Not acknowledged: the centre sends it again later, so a receipt or a STOP is not lost.
      session.send(pdu.response({ command_status: smpp.ESME_RSYSERR }));
      this.options.onError?.(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Submits one SMS and resolves to the centre's message id; throws SmppError when it is refused or not answered. */
  async submit(sms: { from: string; to: string; text: string }): Promise<string> {
    const session = await this.bind();
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A submit without an answer may or may not have reached the centre; a fresh session is safer for the next.
        session.destroy();
        reject(new SmppError('the SMS centre did not answer in time', null));
      }, this.options.timeoutMs ?? 15_000);
      const onClose = () => {
        clearTimeout(timer);
        reject(new SmppError('the connection to the SMS centre dropped', null));
      };
      session.once('close', onClose);
      const written = session.submit_sm(
        {
          source_addr: sms.from,
          source_addr_ton: /^\d+$/.test(sms.from) ? 1 : 5,
          source_addr_npi: /^\d+$/.test(sms.from) ? 1 : 0,
          destination_addr: sms.to.replace(/^\+/, ''),
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          registered_delivery: 1,
          // The centre's default alphabet, GSM 7-bit: the text holds nothing else (gsm7.ts).
          data_coding: 0,
          short_message: sms.text,
        },
        (pdu) => {
          clearTimeout(timer);
          session.off('close', onClose);
          if (pdu.command_status === 0) resolve(String(pdu.message_id));
          else
            reject(new SmppError(`the SMS centre refused the SMS (status ${pdu.command_status})`, pdu.command_status));
        },
      );
      if (!written) {
        clearTimeout(timer);
        session.off('close', onClose);
        reject(new SmppError('the connection to the SMS centre is closed', null));
      }
    });
  }

  /** Unbinds and closes; no further bind. */
  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = null;
    if (!session) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => session.destroy(() => resolve()), 2000);
      session.unbind(() => {
        clearTimeout(timer);
        session.close(() => resolve());
      });
    });
  }
}
