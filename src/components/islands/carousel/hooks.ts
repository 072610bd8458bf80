import { useEffect, useState } from 'react';

/** Cards per view for the current window width, updated on resize. Server render assumes 1. */
export function usePerView(perViewFor: (width: number) => 1 | 2 | 3): 1 | 2 | 3 {
  const [perView, setPerView] = useState<1 | 2 | 3>(1);
  useEffect(() => {
    const update = () => setPerView(perViewFor(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [perViewFor]);
  return perView;
}

/** Whether the visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
