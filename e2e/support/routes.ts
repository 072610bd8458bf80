import { ROUTES, blogHref, categoryPageHref, serviceHref } from '../../src/config/routes';

/** Every route of product §2 with the heading a visitor sees first. */
export const routes: Array<{ path: string; h1: string | RegExp }> = [
  { path: ROUTES.home, h1: 'We Grow Businesses Online' },
  { path: ROUTES.about, h1: 'A Digital Partner Invested in Your Growth' },
  { path: ROUTES.services, h1: 'Everything You Need to Grow Online' },
  { path: ROUTES.contact, h1: "Let's Build Something Great Together" },
  { path: ROUTES.blog, h1: 'Insights & Ideas' },
  { path: blogHref('core-web-vitals-explained-for-business-owners'), h1: 'Core Web Vitals Explained for Business Owners' },
  { path: categoryPageHref('seo'), h1: 'SEO' },
  { path: ROUTES.enquiry, h1: 'Tell Us About Your Business' },
  { path: ROUTES.booking, h1: 'Book Your Appointment' },
  { path: serviceHref('web-design-and-development'), h1: 'Websites That Work as Hard as You Do' },
  { path: serviceHref('seo-optimization'), h1: 'Get Found by the Customers Searching for You' },
  { path: serviceHref('crm-solutions'), h1: 'Never Lose Track of a Lead Again' },
  { path: serviceHref('ads-management'), h1: 'Ads That Pay for Themselves' },
  { path: ROUTES.portfolio, h1: 'Our Recent Work' },
  { path: ROUTES.faq, h1: 'FAQ' },
  { path: ROUTES.reviews, h1: 'Our Clients Are Our Best Advertisement' },
  { path: ROUTES.privacy, h1: 'Your Answers, Kept Only to Reply' },
  { path: ROUTES.notFound, h1: 'Page Not Found' },
];
