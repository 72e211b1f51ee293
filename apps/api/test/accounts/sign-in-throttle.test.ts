import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { signInWaitSeconds } from '../../src/accounts/sign-in-throttle.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf } from '../helpers/field-errors.js';

describe('sign-in throttling', async () => {
  // Two free failures per account and address, four per account, eight per address.
  const { app, ctx } = await createTestApp({ LOGIN_FREE_FAILURES: 2 });
  let ip = 0;
  const nextIp = () => `10.1.0.${++ip}`;
  const signIn = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, remoteAddress });
  const waitMessage = (seconds: number) => MSG.signInWait.replace('{{seconds}}', String(seconds));
  /** Waits out a Retry-After: the server's own clock decides, the test only asks again later. */
  const waitOut = async (res: { headers: Record<string, unknown> }) =>
    sleep(Number(res.headers['retry-after']) * 1000 + 100);

  it('waits 1 s, then 2 s, 4 s... past the free failures, up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => signInWaitSeconds(n, 2, 900))).toEqual([0, 0, 1, 2, 4, 8]);
    expect(signInWaitSeconds(40, 2, 900)).toBe(900);
    expect(signInWaitSeconds(40, 4, 30)).toBe(30);
  });

  it('counts failures, not attempts: right passwords never add up to a wait', async () => {
    const { user } = await buildProfessional(ctx.db);
    const from = nextIp();
    for (let i = 0; i < 6; i++) expect((await signIn(user.email, FACTORY_PASSWORD, from)).statusCode).toBe(200);
  });

  it('lets the owner in from another address while the wrong guesses of one address wait', async () => {
    const { user } = await buildProfessional(ctx.db);
    const attacker = nextIp();
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'wrong-password', attacker)).statusCode).toBe(401);
    const held = await signIn(user.email, FACTORY_PASSWORD, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(detailOf(held)).toEqual({ detail: waitMessage(1), code: 'throttled' });
    expect((await signIn(user.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('slows one address down progressively, the right password included, and forgets its failures once it signs in', async () => {
    const { user } = await buildProfessional(ctx.db);
    const from = nextIp();
    for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong-password', from);
    const first = await signIn(user.email, 'wrong-password', from);
    expect(first.headers['retry-after']).toBe('1');
    await waitOut(first);
    expect((await signIn(user.email, 'wrong-password', from)).statusCode).toBe(401);
    const second = await signIn(user.email, FACTORY_PASSWORD, from);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await waitOut(second);
    expect((await signIn(user.email, FACTORY_PASSWORD, from)).statusCode).toBe(200);
    // Signed in: its earlier failures no longer count against it.
    for (let i = 0; i < 2; i++) expect((await signIn(user.email, 'wrong-password', from)).statusCode).toBe(401);
    expect((await signIn(user.email, FACTORY_PASSWORD, from)).statusCode).toBe(200);
  });

  it('makes an account guessed from many addresses wait a little, then lets the right password through', async () => {
    const { user } = await buildProfessional(ctx.db);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'wrong-password', nextIp())).statusCode).toBe(401);
    const owner = nextIp();
    const held = await signIn(user.email, FACTORY_PASSWORD, owner);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    await waitOut(held);
    expect((await signIn(user.email, FACTORY_PASSWORD, owner)).statusCode).toBe(200);
  });

  it('slows down an address that tries many accounts', async () => {
    const from = nextIp();
    for (let i = 0; i < 9; i++) expect((await signIn(`nobody-${i}@example.cd`, 'x', from)).statusCode).toBe(401);
    const { user } = await buildProfessional(ctx.db);
    const held = await signIn(user.email, FACTORY_PASSWORD, from);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect((await signIn(user.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
  });
});
