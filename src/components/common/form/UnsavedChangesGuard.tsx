import { useEffect, useRef } from 'react';
import { useHistory, useLocation } from 'react-router-dom';
import type { History, Location } from 'history';

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

/** What one guard says about a navigation: the warning to show, or nothing when it may go ahead. */
type Guard = (next: Location) => string | undefined;

// A history holds one blocker only (a second one replaces the first, with a warning, and releasing either
// leaves none). A page's form and a dialog's form above it (a wizard and its parameter dialog) both guard, so
// every guard of a history joins one blocker, which asks once when any of them has something to lose.
const guardsByHistory = new WeakMap<History, { guards: Set<Guard>, release: () => void }>();

const joinBlocker = (history: History, guard: Guard): (() => void) => {
  let blocker = guardsByHistory.get(history);
  if (!blocker) {
    const guards = new Set<Guard>();
    const release = history.block((next) => {
      const warnings = Array.from(guards).map((each) => each(next)).filter((warning) => warning !== undefined);
      return warnings[0];
    });
    blocker = { guards, release };
    guardsByHistory.set(history, blocker);
  }
  const joined = blocker;
  joined.guards.add(guard);
  return () => {
    joined.guards.delete(guard);
    if (joined.guards.size === 0) {
      joined.release();
      guardsByHistory.delete(history);
    }
  };
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
  // page and must not ask. The latest render's page and callbacks are the ones asked.
  const { pathname } = useLocation();
  const latest = useRef({ pathname, hasUnsavedChanges, message });
  latest.current = { pathname, hasUnsavedChanges, message };

  const history = useHistory();
  useEffect(() => {
    if (!when) {
      return undefined;
    }
    return joinBlocker(history, (next) => {
      const current = latest.current;
      return next.pathname !== current.pathname && current.hasUnsavedChanges() ? current.message : undefined;
    });
  }, [when, history]);

  return null;
};

export default UnsavedChangesGuard;
