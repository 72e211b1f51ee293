// The parts of node-smpp (`smpp` on npm, which ships no types) that the SMS gateway and its tests use.
declare module 'smpp' {
  import { EventEmitter } from 'node:events';
  import type { Socket } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }

  export type ResponseCallback = (pdu: PDU) => void;

  export class Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: ResponseCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    submit_sm(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    enquire_link(options?: Record<string, unknown> | ResponseCallback, callback?: ResponseCallback): boolean;
    unbind(options?: Record<string, unknown> | ResponseCallback, callback?: ResponseCallback): boolean;
  }

  export class Server extends EventEmitter {
    sessions: Session[];
    listen(port?: number, host?: string, callback?: () => void): this;
    close(callback?: (err?: Error) => void): this;
    address(): { port: number } | string | null;
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    tls?: boolean;
    servername?: string;
    auto_enquire_link_period?: number;
    rejectUnauthorized?: boolean;
  }

  export function connect(options: ConnectOptions, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener?: (session: Session) => void): Server;
  export function createServer(listener?: (session: Session) => void): Server;

  /** The module itself, with the command statuses the product reads. */
  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    Session: typeof Session;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RSYSERR: number;
    ESME_RTHROTTLED: number;
    ESME_RINVDSTADR: number;
    ESME_RINVSRCADR: number;
  };
  export default smpp;
}
