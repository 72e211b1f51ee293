import type { detailSchema, SmsCategory, SmsSettings } from '@talent/shared';
import type { z } from 'zod';
import { api } from '../lib/api-client';

// The person's phone number proven by a code, and the SMS they choose to receive.

/** A success that says something: its text, and its key in the message catalogue (docs/decisions/018). */
type DetailAnswer = z.infer<typeof detailSchema>;

/** Sends a code by SMS to the profile's number (202); refused without a number, for a demo account, or too often. */
export const sendPhoneCode = () => api.post<DetailAnswer>('/api/phone-verification/');

/** The code the SMS carried: the number is proven, or the code is wrong or spent (a field error on `code`). */
export const confirmPhoneCode = (code: string) => api.post<DetailAnswer>('/api/phone-verification/confirm/', { code });

export const fetchSmsSettings = (signal?: AbortSignal) => api.get<SmsSettings>('/api/sms-settings/', signal);

export const patchSmsSettings = (change: Partial<Record<SmsCategory, boolean>>) =>
  api.patch<SmsSettings>('/api/sms-settings/', change);
