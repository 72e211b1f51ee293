/** English strings of the demo pages (namespace 'demo'). */
const en = {};

export default en;
