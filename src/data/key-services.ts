import { services } from './services';

/**
 * Key services on the Services page. SPEC §2: the ads card links to /services/ads, which the
 * redirect table sends on to /services/ads-management.
 */
export const keyServices = services.map((s) => ({
  ...s,
  keyHref: s.slug === 'ads-management' ? '/services/ads' : s.href,
}));
