import { Shield } from '@strapi/icons';

/**
 * The admin panel's side of the privacy plugin: one page in the main menu, "Privacy requests",
 * shown to whoever holds its permission (super admins: src/plugins/privacy/server/requests.js).
 */
const PLUGIN = 'privacy';

export default {
  /** @param {import('@strapi/strapi/admin').StrapiApp} app */
  register(app) {
    app.addMenuLink({
      to: `plugins/${PLUGIN}`,
      icon: Shield,
      intlLabel: { id: `${PLUGIN}.menu`, defaultMessage: 'Privacy requests' },
      permissions: [{ action: 'plugin::privacy.manage', subject: null }],
      Component: () => import('./PrivacyPage.jsx'),
    });
    app.registerPlugin({ id: PLUGIN, name: 'Privacy requests' });
  },
};
