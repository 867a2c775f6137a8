import { useEffect, useState } from 'react';

import { isPermitted } from '@/logic/permissions';
import { DecoratorsActions } from '@/stores/decorators/DecoratorsStore';
import type { Decorator } from '@/stores/search/searchTypes';

/**
 * The decorators that apply to a search in `streamId` (undefined: all streams), as the decorators page says
 * and as Graylog chooses them: those of the stream searched in, or those without a stream on a search over
 * all streams. The server applies what the search sends (it only skips a decorator of a stream the search does
 * not name). The order stays the store's (by order).
 */
export const applicableDecorators = (decorators: ReadonlyArray<Decorator>, streamId: string | undefined): Array<Decorator> => (
  decorators.filter((decorator) => (decorator.stream ?? null) === (streamId ?? null))
);

/**
 * The decorators this search sends (applicableDecorators). Undefined while they load; none without the
 * permission to read them, or when they cannot be loaded.
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
        setDecorators(applicableDecorators(listed, streamId));
      },
      () => { if (current) setDecorators([]); },
    );
    return () => { current = false; };
  }, [mayRead, streamId]);

  return decorators;
};

export default useSearchDecorators;
