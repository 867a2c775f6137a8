import React, { useEffect } from 'react';
import { Prompt, useLocation } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Do you really want to leave this page?';

type Props = {
  /** Whether to guard at all: the form is dirty. */
  when: boolean,
  /**
   * Asked at the moment of leaving: a successful save navigates away before React renders the form as
   * clean again, so `when` alone would warn about changes that were just saved.
   */
  hasUnsavedChanges: () => boolean,
  message?: string,
};

/** Warns before in-app navigation to another page (router prompt) and before closing or reloading the tab (beforeunload). */
const UnsavedChangesGuard = ({ when, hasUnsavedChanges, message = UNSAVED_CHANGES_MESSAGE }: Props) => {
  useEffect(() => {
    if (!when) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) {
        event.preventDefault();
        // Browsers show their own text; setting returnValue is what makes older ones ask at all.
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, hasUnsavedChanges]);

  // A list beside the form keeps its page, sort and search in the URL: changing them stays on this
  // page and must not ask.
  const { pathname } = useLocation();
  const leaving = (next: { pathname: string }) => next.pathname !== pathname && hasUnsavedChanges();

  return <Prompt when={when} message={(next) => (leaving(next) ? message : true)} />;
};

export default UnsavedChangesGuard;
