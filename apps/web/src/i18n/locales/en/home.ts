/** English strings of the home pages (namespace 'home'). */
const en = {};

export default en;
