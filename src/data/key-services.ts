import { SHORT_ADS_PATH } from '../config/redirects';
import { services } from './services';

/**
 * Key services on the Services page. product §2: the ads card links to /services/ads, which the
 * redirect table sends on to /services/ads-management.
 */
export const keyServices = services.map((s) => ({
  ...s,
  keyHref: s.slug === 'ads-management' ? SHORT_ADS_PATH : s.href,
}));
