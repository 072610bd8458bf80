/** Every route of SPEC §2 with the heading a visitor sees first. */
export const routes: Array<{ path: string; h1: string | RegExp }> = [
  { path: '/', h1: 'We Grow Businesses Online' },
  { path: '/about', h1: 'A Digital Partner Invested in Your Growth' },
  { path: '/services', h1: 'Everything You Need to Grow Online' },
  { path: '/contact', h1: "Let's Build Something Great Together" },
  { path: '/blog', h1: 'Insights & Ideas' },
  { path: '/blog/core-web-vitals-explained-for-business-owners', h1: 'Core Web Vitals Explained for Business Owners' },
  { path: '/get-to-know', h1: 'Tell Us About Your Business' },
  { path: '/booking-appointment', h1: 'Book Your Appointment' },
  { path: '/services/web-design-and-development', h1: 'Websites That Work as Hard as You Do' },
  { path: '/services/seo-optimization', h1: 'Get Found by the Customers Searching for You' },
  { path: '/services/crm-solutions', h1: 'Never Lose Track of a Lead Again' },
  { path: '/services/ads-management', h1: 'Ads That Pay for Themselves' },
  { path: '/portfolio', h1: 'Our Recent Work' },
  { path: '/faq', h1: 'FAQ' },
  { path: '/reviews', h1: 'Our Clients Are Our Best Advertisement' },
  { path: '/404', h1: 'Page Not Found' },
];
