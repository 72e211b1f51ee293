import type { Translation } from '../../types';
import type en from '../en/employer';

const fr: Translation<typeof en> = {};

export default fr;
