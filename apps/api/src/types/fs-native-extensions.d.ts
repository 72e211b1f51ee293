// The package ships no types; only the calls this project uses are declared.
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or shared) lock on an open file without waiting; false when another holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
