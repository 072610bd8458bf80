// Strapi loads a plugin's server from this file (src/plugins/rebuilds/server/).
module.exports = require('./server');
