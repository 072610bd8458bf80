/**
 * Brand tokens of SPEC §9. Screens mirror src/config/breakpoints.ts (a unit test checks them).
 * @type {import('tailwindcss').Config}
 */
const defaultTheme = require('tailwindcss/defaultTheme');

module.exports = {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md,mdx}'],
  theme: {
    screens: {
      sm: '600px', // mobile breakpoint: under this is "mobile"
      md: '900px', // tablet ends
      lg: '960px', // portfolio: three cards
      popup: '975px', // booking popup leaves its phone layout
      nav: '1025px', // header: narrow layout up to 1024px
      xl: '1280px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#0F2FA9',
          50: '#F3F6FE',
          100: '#E8EDFB',
          200: '#C9D4F6',
          300: '#9BB0EE',
          500: '#3152D8',
          600: '#0F2FA9',
          700: '#0C2587',
          800: '#0A1E6B',
          900: '#081650',
        },
        ink: { DEFAULT: '#0B1220', soft: '#334155', muted: '#475569' },
        amber: { brand: '#FFB547' },
      },
      fontFamily: {
        // Metric-matched fallbacks (src/styles/global.css) keep text still while the fonts load.
        sans: ['"Inter Variable"', '"Inter Fallback"', '"Inter Fallback DejaVu"', ...defaultTheme.fontFamily.sans],
        heading: ['Poppins', '"Poppins Fallback"', '"Poppins Fallback DejaVu"', ...defaultTheme.fontFamily.sans],
      },
      width: { drawer: '280px', dropdown: '260px' },
      maxWidth: { content: '1200px' },
      boxShadow: {
        card: '0 1px 2px rgb(11 18 32 / 0.04), 0 8px 24px -8px rgb(11 18 32 / 0.12)',
        lift: '0 18px 40px -12px rgb(15 47 169 / 0.35)',
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
