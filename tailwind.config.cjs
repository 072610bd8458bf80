/**
 * Brand tokens of product §9. The colours come from src/config/brand.json, which the pages read
 * too (theme-color, the booking widget, the Open Graph card). Screens come from
 * src/config/breakpoints.json, which TypeScript reads too.
 * @type {import('tailwindcss').Config}
 */
const defaultTheme = require('tailwindcss/defaultTheme');
const colours = require('./src/config/brand.json');
const breakpoints = require('./src/config/breakpoints.json');

/** `rgb(r g b / alpha)` of a `#RRGGBB` colour, for shadows tinted with a brand colour. */
const rgb = (hex, alpha) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ')} / ${alpha})`;

module.exports = {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md,mdx}'],
  theme: {
    // One source for every breakpoint: src/config/breakpoints.json (TypeScript reads it too).
    screens: {
      sm: `${breakpoints.mobile}px`, // under this is "mobile"
      md: `${breakpoints.tablet}px`, // tablet ends
      lg: `${breakpoints.portfolioWide}px`, // portfolio and blog cards: three per row
      popup: `${breakpoints.popup}px`, // booking popup leaves its phone layout
      nav: `${breakpoints.headerNarrowMax + 1}px`, // header: narrow layout up to headerNarrowMax
      xl: `${breakpoints.wide}px`,
    },
    extend: {
      colors: {
        brand: colours.accent,
        ink: colours.ink,
        // The shades of Tailwind's palette the site uses, as Tailwind 3 drew them (hex): Tailwind 4
        // redrew its palette in OKLCH, a little more saturated, and the site was drawn and its
        // contrast checked with these.
        amber: { brand: '#FFB547', 50: '#fffbeb', 100: '#fef3c7', 300: '#fcd34d', 950: '#451a03' },
        red: { 50: '#fef2f2', 200: '#fecaca', 400: '#f87171', 600: '#dc2626', 700: '#b91c1c', 800: '#991b1b' },
        gray: { 200: '#e5e7eb' },
      },
      fontFamily: {
        // Metric-matched fallbacks (src/styles/global.css) keep text still while the fonts load.
        sans: ['"Inter Variable"', '"Inter Fallback"', '"Inter Fallback DejaVu"', ...defaultTheme.fontFamily.sans],
        heading: ['Poppins', '"Poppins Fallback"', '"Poppins Fallback DejaVu"', ...defaultTheme.fontFamily.sans],
      },
      width: { drawer: '280px', dropdown: '260px' },
      maxWidth: { content: '1200px' },
      boxShadow: {
        card: `0 1px 2px ${rgb(colours.ink.DEFAULT, 0.04)}, 0 8px 24px -8px ${rgb(colours.ink.DEFAULT, 0.12)}`,
        lift: `0 18px 40px -12px ${rgb(colours.accent.DEFAULT, 0.35)}`,
      },
      keyframes: {
        'drawer-in': {
          from: { transform: 'translateX(100%)' },
          to: { transform: 'translateX(0)' },
        },
        float: {
          '0%, 100%': { transform: 'translateY(0)' },
          '50%': { transform: 'translateY(-14px)' },
        },
      },
      animation: { float: 'float 6s ease-in-out infinite', 'drawer-in': 'drawer-in 220ms ease-out' },
    },
  },
  plugins: [],
};
