import { describe, expect, it } from 'vitest';
import { MSG, matchMessage, messageKeyOf } from '../src/messages.js';

describe('the message catalogue', () => {
  it('finds the key of an exact message text', () => {
    expect(messageKeyOf('Invalid email or password.')).toBe('invalidCredentials');
    expect(matchMessage(MSG.noNewFiles)).toEqual({ key: 'noNewFiles' });
  });

  it('recovers the values of a filled-in message', () => {
    expect(matchMessage('The file is too large: the limit is 5 MB.')).toEqual({
      key: 'fileTooLargeWith',
      values: { limit: '5' },
    });
    expect(matchMessage('Failed to save profile: The CV must be a PDF file..')).toEqual({
      key: 'profileSaveFailedWith',
      values: { detail: 'The CV must be a PDF file.' },
    });
  });

  it('leaves an unknown sentence alone', () => {
    expect(matchMessage('Something the catalogue never said.')).toBeUndefined();
  });

  it('has no two entries with the same English text, so a text names one key', () => {
    const texts = Object.values(MSG);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
