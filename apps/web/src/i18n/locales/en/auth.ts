/** English strings of the auth pages (namespace 'auth'). */
const en = {};

export default en;
