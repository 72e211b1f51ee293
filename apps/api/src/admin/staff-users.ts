import type { Db } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { findAdminUser, listUsers } from './repositories/admin.js';

/** The accounts staff's console lists: by type, by a piece of a name or an address, or one by id; newest first. */
export function usersPage(db: Db, filter: Parameters<typeof listUsers>[1], window: Parameters<typeof listUsers>[2]) {
  return listUsers(db, filter, window);
}

/** One account as staff see it; 404 for none. */
export async function userForStaff(db: Db, id: string) {
  const row = await findAdminUser(db, id);
  if (!row) throw notFound();
  return row;
}
