/** English strings of the professional pages (namespace 'professional'). */
const en = {};

export default en;
