import { MSG } from '@talent/shared';

/** The English messages are the shared catalogue's strings themselves. */
export default MSG;
