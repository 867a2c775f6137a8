import React, { useCallback, useRef, useState } from 'react';
import { Badge, Button, ButtonGroup, Dropdown } from 'react-bootstrap';
import { Link, useHistory } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import UnsavedChangesGuard from '@/components/common/form/UnsavedChangesGuard';
import PageHeader from '@/components/common/PageHeader';
import ShareButton from '@/components/permissions/ShareButton';
import { mayDeleteView, mayEditView, mayShareView } from '@/components/views/viewPermissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { grnOf } from '@/stores/permissions/shareTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';
import DocsHelper from '@/util/DocsHelper';

import DashboardDetailsDialog from './DashboardDetailsDialog';
import DashboardGrid from './DashboardGrid';
import DashboardWidgetView from './DashboardWidgetView';
import type { Positions } from './dashboardContent';
import { dashboardStorage } from './dashboardContent';
import type { GridMove } from './gridMoves';
import { applyGridMove } from './gridMoves';
import useDashboardEditing from './useDashboardEditing';
import WidgetEditDialog from './WidgetEditDialog';
import type { DashboardWidget, SupportedWidget } from './widgetModel';
import './dashboards.css';

type Props = {
  view: View,
  /** The stored dashboard changed (saved, details edited). */
  onViewChange: (view: View) => void,
};

type Dialog = { type: 'add' } | { type: 'edit', widget: SupportedWidget } | { type: 'remove', widget: DashboardWidget } | { type: 'details' } | { type: 'delete' };

/**
 * A dashboard on its page: the widgets on their grid, and for those who may edit it adding, changing,
 * removing, moving and resizing widgets, kept on the page until Save stores them (a leave warns before
 * unsaved changes are lost).
 */
const DashboardEditor = ({ view, onViewChange }: Props) => {
  const history = useHistory();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const editing = useDashboardEditing(view);
  const { content, dirty } = editing;
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [saving, setSaving] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const deleted = useRef(false);
  // After a step from the keyboard the grid packs the widgets: what it then shows is what is kept.
  const movedByKeyboard = useRef(false);
  const closeDialog = () => setDialog(undefined);

  const editable = mayEditView(currentUser, view);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);
  useReloadOnReconnect(refresh);

  const save = () => {
    setSaving(true);
    const saved = content;
    // The stores toast the outcome; a failure keeps the changes on the page for another try.
    const { search, queryId, state } = dashboardStorage(saved);
    ViewsActions.saveView(view, search, { [queryId]: state }).then((stored) => {
      editing.markSaved(saved);
      setSaving(false);
      onViewChange(stored);
    }, () => setSaving(false));
  };

  const deleteDashboard = () => ViewsActions.delete(view).then(() => {
    deleted.current = true;
    history.push(Routes.DASHBOARDS);
  });

  const moveWidget = (widgetId: string, move: GridMove) => {
    movedByKeyboard.current = true;
    editing.setPositions(applyGridMove(content.positions, widgetId, move));
  };
  const layoutChanged = (positions: Positions) => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    editing.setPositions(positions);
  };

  const hasUnsavedChanges = useCallback(() => !deleted.current && editing.hasUnsavedChanges(), [editing]);

  const widgetsById = new Map(content.widgets.map((widget) => [widget.id, widget]));
  const renderWidget = (widgetId: string) => {
    const widget = widgetsById.get(widgetId);
    if (!widget) return null;
    return (
      <DashboardWidgetView widget={widget} refreshKey={refreshKey} editable={editable}
                           onEdit={widget.kind === 'unsupported' ? undefined : () => setDialog({ type: 'edit', widget })}
                           onRemove={() => setDialog({ type: 'remove', widget })}
                           onMove={(move) => moveWidget(widget.id, move)} />
    );
  };

  const title = (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="text-break">{view.title}</span>
      {dirty && <Badge bg="warning" text="dark" className="fs-6 fw-normal">Unsaved changes</Badge>}
    </span>
  );

  return (
    <>
      <UnsavedChangesGuard when={dirty} hasUnsavedChanges={hasUnsavedChanges} />
      <PageHeader
        title={title}
        documentTitle={view.title}
        description={view.summary || undefined}
        documentationLink={{ title: 'Dashboards', path: DocsHelper.PAGES.DASHBOARDS }}
        actions={(
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            {editable && <Button variant="outline-primary" onClick={() => setDialog({ type: 'add' })}>Add widget</Button>}
            {editable && (
              <Button variant="primary" onClick={save} disabled={!dirty || saving} aria-busy={saving}>{saving ? 'Saving…' : 'Save'}</Button>
            )}
            <Button variant="outline-secondary" onClick={refresh}>Refresh</Button>
            <Link className="btn btn-outline-secondary" to={Routes.dashboardTv(view.id)}>TV mode</Link>
            {mayShareView(currentUser, view) && <ShareButton entityGRN={grnOf('dashboard', view.id)} entityType="dashboard" entityTitle={view.title} />}
            {(editable || mayDeleteView(currentUser, view)) && (
              <Dropdown as={ButtonGroup} align="end">
                <Dropdown.Toggle variant="outline-secondary" aria-label={`More actions for dashboard ${view.title}`}>More</Dropdown.Toggle>
                <Dropdown.Menu>
                  {editable && <Dropdown.Item as="button" onClick={() => setDialog({ type: 'details' })}>Edit details…</Dropdown.Item>}
                  {mayDeleteView(currentUser, view) && (
                    <Dropdown.Item as="button" className="text-danger" onClick={() => setDialog({ type: 'delete' })}>Delete…</Dropdown.Item>
                  )}
                </Dropdown.Menu>
              </Dropdown>
            )}
          </div>
        )}>
        {view.description && <p className="mb-0 text-break console-dashboard-description">{view.description}</p>}
      </PageHeader>

      {content.widgets.length === 0 ? (
        <div className="console-dashboard-empty">
          <p className="lead mb-2">This dashboard has no widgets yet.</p>
          {editable
            ? <Button variant="primary" onClick={() => setDialog({ type: 'add' })}>Add the first widget</Button>
            : <p className="mb-0 text-body-secondary">Its owner has not added any.</p>}
        </div>
      ) : (
        <>
          {editable && <p className="small text-body-secondary">Drag a widget by its title to move it and by its lower right corner to resize it, or use its Actions menu.</p>}
          <DashboardGrid widgetIds={content.widgets.map((widget) => widget.id)} positions={content.positions} editable={editable}
                         onPositionsChange={editing.setPositions} onLayoutChange={layoutChanged} renderWidget={renderWidget} />
        </>
      )}

      {dialog?.type === 'add' && (
        <WidgetEditDialog onClose={closeDialog} onApply={(widget) => { editing.addWidget(widget); closeDialog(); }} />
      )}
      {dialog?.type === 'edit' && (
        <WidgetEditDialog widget={dialog.widget} onClose={closeDialog} onApply={(widget) => { editing.replaceWidget(widget); closeDialog(); }} />
      )}
      <ConfirmDialog show={dialog?.type === 'remove'} title="Remove widget" confirmLabel="Remove"
                     onConfirm={() => { if (dialog?.type === 'remove') editing.removeWidget(dialog.widget.id); closeDialog(); }}
                     onCancel={closeDialog}>
        Remove the widget <b>{dialog?.type === 'remove' ? dialog.widget.title : ''}</b> from the dashboard? It is gone for good once you save the dashboard.
      </ConfirmDialog>
      {dialog?.type === 'details' && (
        <DashboardDetailsDialog view={view} onClose={closeDialog} onSaved={(saved) => { closeDialog(); onViewChange(saved); }} />
      )}
      <ConfirmDialog show={dialog?.type === 'delete'} title="Delete dashboard" confirmLabel="Delete" onConfirm={deleteDashboard} onCancel={closeDialog}>
        Do you really want to delete the dashboard <b>{view.title}</b>? This cannot be undone.
      </ConfirmDialog>
    </>
  );
};

export default DashboardEditor;
