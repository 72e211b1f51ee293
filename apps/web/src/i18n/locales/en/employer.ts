/** English strings of the employer pages (namespace 'employer'). */
const en = {};

export default en;
