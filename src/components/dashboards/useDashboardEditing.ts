import { useCallback, useMemo, useRef, useState } from 'react';

import type { View } from '@/stores/views/ViewsStore';

import type { DashboardContent, Positions } from './dashboardContent';
import { contentFingerprint, dashboardContentOf, positionForNewWidget } from './dashboardContent';
import type { SupportedWidget } from './widgetModel';

export type DashboardEditing = {
  content: DashboardContent,
  /** The content differs from what was loaded or last saved. */
  dirty: boolean,
  /** Up to date between renders, for the leave guard right after saving. */
  hasUnsavedChanges: () => boolean,
  addWidget: (widget: SupportedWidget) => void,
  replaceWidget: (widget: SupportedWidget) => void,
  removeWidget: (widgetId: string) => void,
  setPositions: (positions: Positions) => void,
  /** `saved` is what the server now holds. */
  markSaved: (saved: DashboardContent) => void,
};

/** The widgets and positions of a dashboard being changed on its page, and whether they are saved. */
const useDashboardEditing = (view: View): DashboardEditing => {
  const initial = useMemo(() => dashboardContentOf(view), [view]);
  const [content, setContentState] = useState<DashboardContent>(initial);
  const contentRef = useRef(content);
  const baselineRef = useRef(contentFingerprint(initial));
  const [baseline, setBaseline] = useState(baselineRef.current);

  const setContent = useCallback((update: (previous: DashboardContent) => DashboardContent) => {
    contentRef.current = update(contentRef.current);
    setContentState(contentRef.current);
  }, []);

  const addWidget = useCallback((widget: SupportedWidget) => setContent((previous) => ({
    widgets: [...previous.widgets, widget],
    positions: { ...previous.positions, [widget.id]: positionForNewWidget(previous.positions, widget.kind) },
  })), [setContent]);

  const replaceWidget = useCallback((widget: SupportedWidget) => setContent((previous) => ({
    ...previous,
    widgets: previous.widgets.map((known) => (known.id === widget.id ? widget : known)),
  })), [setContent]);

  const removeWidget = useCallback((widgetId: string) => setContent((previous) => {
    const { [widgetId]: _removed, ...positions } = previous.positions;
    return { widgets: previous.widgets.filter((widget) => widget.id !== widgetId), positions };
  }), [setContent]);

  const setPositions = useCallback((positions: Positions) => setContent((previous) => ({ ...previous, positions: { ...previous.positions, ...positions } })), [setContent]);

  const markSaved = useCallback((saved: DashboardContent) => {
    baselineRef.current = contentFingerprint(saved);
    setBaseline(baselineRef.current);
  }, []);

  const hasUnsavedChanges = useCallback(() => contentFingerprint(contentRef.current) !== baselineRef.current, []);
  const dirty = useMemo(() => contentFingerprint(content) !== baseline, [content, baseline]);

  return { content, dirty, hasUnsavedChanges, addWidget, replaceWidget, removeWidget, setPositions, markSaved };
};

export default useDashboardEditing;
