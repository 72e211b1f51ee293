/** English strings of the admin pages (namespace 'admin'). */
const en = {};

export default en;
