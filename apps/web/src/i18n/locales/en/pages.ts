/** English strings of the pages pages (namespace 'pages'). */
const en = {};

export default en;
