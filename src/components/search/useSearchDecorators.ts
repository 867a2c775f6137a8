import { useEffect, useState } from 'react';

import { isPermitted } from '@/logic/permissions';
import { DecoratorsActions } from '@/stores/decorators/DecoratorsStore';
import type { Decorator } from '@/stores/search/searchTypes';

/**
 * The decorators that apply to this search: those of the stream searched in, or those for all streams
 * (stream null) on the general search; in their order. Undefined while they load; none without the
 * permission to read them, or when they cannot be loaded (the store says why).
 */
const useSearchDecorators = (streamId: string | undefined, permissions: ReadonlyArray<string> | undefined): ReadonlyArray<Decorator> | undefined => {
  const mayRead = isPermitted(permissions, 'decorators:read');
  const [decorators, setDecorators] = useState<ReadonlyArray<Decorator> | undefined>(undefined);

  useEffect(() => {
    if (!mayRead) {
      setDecorators([]);
      return undefined;
    }
    let current = true;
    setDecorators(undefined);
    DecoratorsActions.list().then(
      (listed) => {
        if (!current) return;
        const stream = streamId ?? null;
        setDecorators(listed.filter((decorator) => (decorator.stream ?? null) === stream).sort((a, b) => a.order - b.order));
      },
      () => { if (current) setDecorators([]); },
    );
    return () => { current = false; };
  }, [mayRead, streamId]);

  return decorators;
};

export default useSearchDecorators;
