import { MSG } from '@talent/shared';

/** The English messages are the spec's strings themselves. */
export default MSG;
