// Messaging: mail (queued in the outbox, rendered in the reader's language, sent once), SMS (queued, sent by SMPP,
// answered) and the bell of notices in the app. This file is the module's only door: other modules import what it
// exports, and nothing past it (the lint refuses).
export type { UnusedAccountFile } from './mail/messages.js';
export { composeMail, languageOf, queueComposedMails, queueMail, withdrawWordsOf } from './mail/queue.js';
export type { MailContext } from './mail/queue.js';
export { addNotices, notify, notifyEach, tellApplicantsOfJobs } from './notify.js';
export type { JobApplicant } from './notify.js';
export { closeSmsGateway, sendOutboxMail, sendOutboxSms } from './outbox-sending.js';
export type { NotifyContext } from './notify.js';
export { outboxPage, smsByDay } from './outbox-views.js';
export type { NewOutboxRow, OutboxRow } from './repositories/outbox.js';
export { default as notificationRoutes } from './routes/notifications.js';
export { default as unsubscribeRoutes } from './routes/unsubscribe.js';
export { smsLink } from './sms/messages.js';
export { peopleTextedJobAlerts, phoneCodesSentSince, textablePerson } from './sms/people.js';
export { dropStaleSms, queueAnswerSms, queueSms, smsAboutApplication } from './sms/queue.js';
