import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

/**
 * How hard a password is to guess, on zxcvbn's scale: 0 and 1 are found within a million guesses (the lists of
 * leaked passwords, keyboard rows, a word and a year), 2 within a hundred million, 3 and 4 take far more. The
 * lists ship with the app (English and French words, names, and the most common leaked passwords), so nothing
 * is sent anywhere. Its own module, kept out of the package's index: the dictionaries weigh about a megabyte,
 * which the web app loads only once someone types a new password.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The lowest score accepted for a new password. */
export const MIN_PASSWORD_SCORE: PasswordScore = 2;

let estimator: ZxcvbnFactory | undefined;

/**
 * The score of a password; `personal` holds what the person typed about themselves (e-mail, names, company), which
 * a password built from them is easy to guess with.
 */
export function passwordScore(password: string, personal: readonly string[] = []): PasswordScore {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  const inputs = personal.flatMap((text) => [text, ...text.split(/[@.\s_-]+/)]).filter((text) => text.length >= 3);
  return estimator.check(password, inputs).score as PasswordScore;
}

export const isGuessablePassword = (password: string, personal: readonly string[] = []) =>
  passwordScore(password, personal) < MIN_PASSWORD_SCORE;
