// @ts-check
/**
 * The privacy plugin's server, in Strapi's plugin layout: its configuration (the seam with the
 * app), the erasure record, the admin routes and their controller, the service that applies the
 * rules (./rules.js) to the app's enquiries, and what it does at start.
 */
module.exports = {
  bootstrap: require('./bootstrap'),
  config: require('./config'),
  contentTypes: require('./content-types'),
  controllers: require('./controllers'),
  routes: require('./routes'),
  services: require('./services'),
};
