// Backups and restores of the whole database, and the erasure journal that a restore applies again. This file is the
// module's only door: other modules import what it exports, and nothing past it (the lint refuses).
export { BackupFileError, backupKindOf } from './backup-file.js';
export { ControlSocketError, openControlSocket, requestBackup } from './control-socket.js';
export { makeEmbeddedBackup, restoreEmbedded } from './embedded-backup.js';
export {
  appendErasure,
  JournalFileError,
  mergeJournals,
  openErasureJournal,
  readErasureJournal,
  writeJournal,
} from './erasure-journal.js';
export type { JournalContents, JournalEntry } from './erasure-journal.js';
export { writeWholeFile } from './output-file.js';
export { BackupToolError, dumpPostgres, restorePostgres } from './postgres-backup.js';
export type { DatabaseContents } from './repositories/backup-contents.js';
