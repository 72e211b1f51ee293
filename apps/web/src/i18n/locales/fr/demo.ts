import type { Translation } from '../../types';
import type en from '../en/demo';

const fr: Translation<typeof en> = {};

export default fr;
