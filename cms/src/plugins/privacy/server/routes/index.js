// @ts-check
const { ACTION } = require('../rules');

/** Admin routes only, each behind a signed-in administrator holding the plugin's one permission. */
const policies = ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [ACTION] } }];

module.exports = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/enquiries', handler: 'requests.find', config: { policies } },
      { method: 'GET', path: '/enquiries/export', handler: 'requests.export', config: { policies } },
      { method: 'POST', path: '/erasures', handler: 'requests.erase', config: { policies } },
      { method: 'GET', path: '/erasures', handler: 'requests.list', config: { policies } },
    ],
  },
};
