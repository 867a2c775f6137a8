import { useEffect, useRef } from 'react';

import type { EntityFormState } from '@/components/common/form/useEntityForm';

import { nameFromTitle } from './configuredFormValues';

/**
 * While creating, the name follows the title as Graylog's forms do, until the user makes it something else:
 * it follows as long as it still is what the previous title gave.
 */
const useNameFromTitle = <V extends { title: string, name: string }>(form: EntityFormState<V>, enabled: boolean) => {
  const { title, name } = form.values;
  const previousTitle = useRef(title);
  const { setValue } = form;
  useEffect(() => {
    const before = previousTitle.current;
    previousTitle.current = title;
    if (enabled && before !== title && name === nameFromTitle(before)) {
      // The cast is safe: V's name holds a string.
      setValue('name', nameFromTitle(title) as V['name']);
    }
    // Only a changed title moves the name; reading the name at that moment is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, enabled, setValue]);
};

export default useNameFromTitle;
