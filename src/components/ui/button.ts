import { cn } from '../../lib/ui/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'fit';

// Hidden while empty: a phone that paints a page while its HTML is still arriving drew a button
// before its label as its padding alone, beside its neighbour, and moved it to the next row when
// the label came (the home hero's second button). Hidden until then, it appears where it stays.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-heading font-semibold transition-colors duration-200 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 empty:hidden';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-lift hover:bg-brand-700 focus-visible:outline-brand',
  secondary: 'border-2 border-brand bg-white text-brand hover:bg-brand-50 focus-visible:outline-brand',
  ghost: 'text-brand hover:bg-brand-50 focus-visible:outline-brand',
  light: 'bg-white text-brand shadow-card hover:bg-brand-50 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-[40px] px-4 text-sm',
  md: 'min-h-[48px] px-6 text-[15px]',
  lg: 'min-h-[56px] px-8 text-base',
  /** Large from 600px; on phones narrower, so two buttons share one row (the wizard's Previous and Next). */
  fit: 'min-h-[48px] px-4 text-[15px] sm:min-h-[56px] sm:px-8 sm:text-base',
};

/** Class recipe shared by Button.astro and the React islands. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}
