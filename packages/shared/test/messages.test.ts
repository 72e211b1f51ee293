import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG, MSG_KEY, isMessageKey } from '../src/messages.js';
import { email } from '../src/schemas/fields.js';

describe('the message catalogue', () => {
  it('names each message by its key', () => {
    expect(MSG_KEY.noNewFiles).toBe('noNewFiles');
    expect(Object.keys(MSG_KEY)).toEqual(Object.keys(MSG));
    expect(isMessageKey('invalidCredentials')).toBe(true);
  });

  it('knows no English text as a key, nor an Object property', () => {
    expect(isMessageKey(MSG.invalidCredentials)).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });

  it('gives a schema’s validation errors the keys of their messages, never their English texts', () => {
    const result = z.object({ email }).safeParse({ email: 'grace@' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['invalidEmail']);
  });
});
