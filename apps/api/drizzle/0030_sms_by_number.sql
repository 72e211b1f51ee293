-- The SMS written to one number, newest first: whether a text that is no keyword was answered today already, and
-- the language of the last SMS sent to a number that is no account's.
CREATE INDEX "outbox_sms_recipient_idx" ON "outbox" ("recipient", "created_at") WHERE "channel" = 'sms';
