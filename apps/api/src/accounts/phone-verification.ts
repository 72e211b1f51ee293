import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DAY_MS, PHONE_CODE_LENGTH, PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_MINUTES } from '@talent/shared';
import type { AppContext } from '../context.js';
import { fieldError, forbidden, detailError } from '../lib/errors.js';
import { phoneCodesSentSince, queueAnswerSms, textablePerson } from '../messaging/index.js';
import {
  countWrongTry,
  deletePhoneCode,
  markPhoneVerified,
  phoneCodeForUpdate,
  savePhoneCode,
} from './repositories/phone-codes.js';

/** A new code is sent at most once a minute, and five times a day: each costs an SMS, and each is five guesses. */
export const PHONE_CODE_RESEND_SECONDS = 60;
export const PHONE_CODES_A_DAY = 5;

const codeHash = (secret: Uint8Array, userId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('hex');

const tooSoon = (seconds: number) =>
  Object.assign(detailError(429, { key: 'phoneCodeWait', params: { seconds } }, 'throttled'), {
    retryAfterSeconds: seconds,
  });

/**
 * Sends a new code to the profile's number, in the same transaction as the code it replaces: written to the outbox,
 * it goes at once, at any hour. The number it went to.
 */
export async function sendPhoneCode(ctx: AppContext, userId: string, now = new Date()): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const person = await textablePerson(tx, userId);
    if (!person) throw forbidden();
    if (person.is_demo) throw forbidden('demoNoSms', 'demo_account');
    if (!person.phone) throw fieldError('phone_number', 'phoneMissing', 'phone_missing');
    const { count, last } = await phoneCodesSentSince(tx, userId, new Date(now.getTime() - DAY_MS));
    if (last) {
      const wait = Math.ceil((last.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooSoon(wait);
    }
    if (count >= PHONE_CODES_A_DAY) {
      throw Object.assign(detailError(429, 'phoneCodesToday', 'throttled'), { retryAfterSeconds: 3600 });
    }
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    await savePhoneCode(tx, {
      userId,
      phone: person.phone,
      codeHash: codeHash(ctx.secret, userId, person.phone, code),
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await queueAnswerSms(tx, person, person.phone, 'phone_code', { code }, now);
    return person.phone;
  });
}

/**
 * Proves the profile's number with the code sent to it. A wrong code counts a try and the last try spends it; a code
 * sent to a number the profile no longer has proves nothing (the new number needs its own code).
 */
export async function confirmPhoneCode(ctx: AppContext, userId: string, code: string, now = new Date()) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const person = await textablePerson(tx, userId);
    if (!person) throw forbidden();
    if (person.is_demo) throw forbidden('demoNoSms', 'demo_account');
    const saved = await phoneCodeForUpdate(tx, userId);
    if (!saved || saved.expiresAt <= now || saved.phone !== person.phone) {
      if (saved) await deletePhoneCode(tx, userId);
      return 'spent' as const;
    }
    const expected = Buffer.from(saved.codeHash, 'hex');
    const given = Buffer.from(codeHash(ctx.secret, userId, saved.phone, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (saved.wrongTries + 1 >= PHONE_CODE_MAX_TRIES) {
        await deletePhoneCode(tx, userId);
        return 'spent' as const;
      }
      await countWrongTry(tx, userId);
      return 'wrong' as const;
    }
    await deletePhoneCode(tx, userId);
    await markPhoneVerified(tx, userId, saved.phone, now);
    return 'proven' as const;
  });
  // Thrown after the transaction, so that the wrong try it counted is kept.
  if (outcome === 'wrong') throw fieldError('code', 'phoneCodeWrong', 'code_wrong');
  if (outcome === 'spent') throw fieldError('code', 'phoneCodeSpent', 'code_spent');
}
