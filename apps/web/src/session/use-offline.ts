import { useContext } from 'react';
import { useOnline } from '../lib/use-online';
import { AuthContext } from './auth-context';

/**
 * Offline as the app means it: the browser has no connection, or the server could not be reached to confirm the
 * session. Nothing can be sent then, and what is shown is what this device saved.
 */
export function useOffline(): boolean {
  const online = useOnline();
  const sessionOffline = useContext(AuthContext)?.offline ?? false;
  return !online || sessionOffline;
}
