import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { createMailTransport, sendDueMail } from './mail/sender.js';
import { handleInboundSms } from './sms/inbound.js';
import { sendDueSms } from './sms/sender.js';
import { SmppGateway } from './sms/smpp-gateway.js';

/**
 * The outbox's way out, run by the background jobs: each instance keeps one SMTP transport and one session to the
 * SMS centre, made at their first use.
 */
const transports = new WeakMap<AppContext, ReturnType<typeof createMailTransport>>();

/** Sends the outbox's due messages through SMTP_URL; without it they stay in the outbox, read in the staff console. */
export function sendOutboxMail(ctx: AppContext) {
  const smtpUrl = ctx.config.SMTP_URL;
  if (!smtpUrl) return Promise.resolve();
  let transport = transports.get(ctx);
  if (!transport) transports.set(ctx, (transport = createMailTransport(smtpUrl)));
  return sendDueMail(ctx.db, transport, {
    from: ctx.config.MAIL_FROM,
    host: new URL(ctx.config.PUBLIC_URL).hostname,
    leaseMs: ctx.config.MAIL_LEASE_SECONDS * 1000,
  });
}

const gateways = new WeakMap<AppContext, SmppGateway>();

/** The SMS centre's session of SMS_URL: one an instance, through which SMS go out and receipts and STOP come in. */
function smsGateway(ctx: AppContext, smsUrl: string, log?: FastifyBaseLogger): SmppGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = new SmppGateway({
      url: smsUrl,
      onInbound: (inbound) => handleInboundSms(ctx, inbound),
      onError: (err) => log?.warn({ err: err.message }, 'SMS centre session error'),
    });
    gateways.set(ctx, gateway);
  }
  return gateway;
}

/** Sends the outbox's due SMS through SMS_URL; without it they stay in the outbox, read in the staff console. */
export async function sendOutboxSms(ctx: AppContext, log?: FastifyBaseLogger) {
  const smsUrl = ctx.config.SMS_URL;
  if (!smsUrl) return;
  const gateway = smsGateway(ctx, smsUrl, log);
  // Bound even when nothing is due, so that receipts and STOP come in. While the centre is down nothing is claimed:
  // the SMS wait without spending their attempts, and go once a later run binds again.
  const bound = await gateway.bind().then(
    () => true,
    (err: Error) => {
      log?.warn({ err: err.message }, 'SMS centre not reachable');
      return false;
    },
  );
  if (!bound) return;
  return sendDueSms(ctx.db, gateway, {
    from: ctx.config.SMS_FROM,
    quietHours: ctx.config.SMS_QUIET_HOURS,
    leaseMs: ctx.config.MAIL_LEASE_SECONDS * 1000,
  });
}

/** Unbinds and closes the instance's session to the SMS centre, if it has one (at shutdown). */
export async function closeSmsGateway(ctx: AppContext): Promise<void> {
  await gateways.get(ctx)?.close();
  gateways.delete(ctx);
}
