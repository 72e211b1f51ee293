import type { Translation } from '../../types';
import type en from '../en/auth';

const fr: Translation<typeof en> = {};

export default fr;
