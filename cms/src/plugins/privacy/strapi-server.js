// Strapi loads a plugin's server from this file (src/plugins/privacy/server/).
module.exports = require('./server');
