import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False during the server render and hydration, true once the island runs in the browser:
 * the way to render browser-only UI without a hydration mismatch or a state-setting effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
