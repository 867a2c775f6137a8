import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The element's content size, following it as the grid resizes the widget. */
const useElementSize = (ref: RefObject<HTMLElement>): { width: number, height: number } => {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize((previous) => (
      previous.width === element.clientWidth && previous.height === element.clientHeight
        ? previous
        : { width: element.clientWidth, height: element.clientHeight }
    ));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
};

export default useElementSize;
