import { createContext, startTransition, useContext, useEffect, useState } from 'react';

const Hydrated = createContext(false);

/**
 * Whether the page has hydrated, so that the enhanced UI may replace the plain one (a button for a link, a dialog for a
 * page). One state for the whole page, set in a transition once hydration is done. A `useSyncExternalStore` per
 * component (remix-utils' `useHydrated`) re-renders every user synchronously, in one task: with the tiles' hearts and
 * buttons, that was the longest task of the home page. A transition re-renders them in slices that give way to the
 * shopper's input; until it is done they show the plain UI, which works.
 */
export function HydratedProvider({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/** False on the server and while the page hydrates; true afterwards, and at once for what a navigation renders. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
