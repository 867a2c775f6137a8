import { useEffect, useState } from 'react';

const matches = (query: string): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the window matches a CSS media query now, following its changes. For what should not run at all
 * where it would not show (a live chart that polls), rather than being hidden by CSS while it keeps asking.
 * False where the browser cannot tell (no matchMedia).
 */
const useMediaQuery = (query: string): boolean => {
  const [current, setCurrent] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setCurrent(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return current;
};

export default useMediaQuery;
