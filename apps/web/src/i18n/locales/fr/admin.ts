import type { Translation } from '../../types';
import type en from '../en/admin';

const fr: Translation<typeof en> = {};

export default fr;
