import type { Translation } from '../../types';
import type en from '../en/professional';

const fr: Translation<typeof en> = {};

export default fr;
