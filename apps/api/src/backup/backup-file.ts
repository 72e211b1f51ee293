import { z } from 'zod';

/**
 * The two kinds of backup, told apart by their first bytes: the embedded database's is a gzipped tarball (its files
 * and the signing key, with a manifest), PostgreSQL's is pg_dump's custom format, which pg_restore reads as it is.
 */
export type BackupKind = 'embedded' | 'postgres';

const GZIP_SIGNATURE = [0x1f, 0x8b];
const PG_DUMP_SIGNATURE = [...'PGDMP'].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function backupKindOf(firstBytes: Uint8Array): BackupKind | undefined {
  if (startsWith(firstBytes, GZIP_SIGNATURE)) return 'embedded';
  if (startsWith(firstBytes, PG_DUMP_SIGNATURE)) return 'postgres';
  return undefined;
}

/** The names inside an embedded database's backup: those of DATA_DIR, so that a restore is an extraction. */
export const EMBEDDED_ENTRIES = {
  manifest: 'backup.json',
  /** PGlite's files, as in DATA_DIR. */
  database: 'pglite',
  /** The signing key the server generated in DATA_DIR; absent when JWT_SECRET is configured. */
  signingKey: 'jwt-secret',
} as const;

export const manifestSchema = z.object({
  format: z.literal('talent-marketplace-backup'),
  version: z.literal(1),
  database: z.literal('embedded'),
  createdAt: z.string(),
  /** Migrations the database had: a restore by an older program, which knows fewer, is refused. */
  migrations: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A file that is not a backup, a damaged one, or one this program cannot restore: the message says which. */
export class BackupFileError extends Error {}
