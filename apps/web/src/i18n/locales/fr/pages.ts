import type { Translation } from '../../types';
import type en from '../en/pages';

const fr: Translation<typeof en> = {};

export default fr;
