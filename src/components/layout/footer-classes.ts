/** The footer's heading and link styles, shared by its columns (Footer.astro, FooterLinks.astro). */
export const footerHeadingClass = 'font-heading text-sm font-semibold uppercase tracking-[0.14em] text-white';
export const footerLinkClass = 'inline-flex min-h-[32px] items-center text-brand-100 transition-colors hover:text-white hover:underline';
