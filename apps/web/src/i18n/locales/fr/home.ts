import type { Translation } from '../../types';
import type en from '../en/home';

const fr: Translation<typeof en> = {};

export default fr;
