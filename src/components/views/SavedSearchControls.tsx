import React, { useState } from 'react';
import { Button, ButtonGroup, Dropdown } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import ShareButton from '@/components/permissions/ShareButton';
import { useStore } from '@/stores/connect';
import { grnOf } from '@/stores/permissions/shareTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { SavedSearchState } from '@/stores/views/savedSearch';
import { saveSearch, updateSavedSearch } from '@/stores/views/savedSearch';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

import SavedSearchesDialog from './SavedSearchesDialog';
import SavedSearchTitleDialog from './SavedSearchTitleDialog';
import { mayDeleteView, mayEditView, mayShareView } from './viewPermissions';

type Props = {
  /** The search on screen: what Save and Save as keep. */
  current: SavedSearchState,
  /** The saved search opened, if any. */
  view: View | null,
  onOpened: (viewId: string) => void,
  onSaved: (view: View) => void,
  onDeleted: () => void,
  /** The search on screen differs from the opened one: Save becomes the primary action. */
  dirty?: boolean,
};

type OpenDialog = 'saveAs' | 'rename' | 'open' | 'delete' | undefined;

/**
 * The saved-search controls of the search page's header (the page shows the opened search's title): Save (the opened one), Save as (a new one),
 * Open (from the list of those the user may see), and for the opened one Share, Rename and Delete.
 */
const SavedSearchControls = ({ current, view, onOpened, onSaved, onDeleted, dirty = false }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const [dialog, setDialog] = useState<OpenDialog>();
  const [saving, setSaving] = useState(false);
  const close = () => setDialog(undefined);

  const editable = view !== null && mayEditView(currentUser, view);
  const deletable = view !== null && mayDeleteView(currentUser, view);
  const shareable = view !== null && mayShareView(currentUser, view);

  const save = () => {
    if (!view) return;
    setSaving(true);
    // The store toasts a failure; the button is ready for another try.
    updateSavedSearch(view, current).then((saved) => {
      setSaving(false);
      onSaved(saved);
    }, () => setSaving(false));
  };

  const saved = (next: View) => {
    close();
    onSaved(next);
  };

  const deleteView = () => {
    if (!view) return undefined;
    return ViewsActions.delete(view).then(() => {
      close();
      onDeleted();
    });
  };

  return (
    <div className="console-saved-search-controls d-flex flex-wrap align-items-center gap-2">
      <ButtonGroup size="sm" aria-label="Saved search">
        {editable && (
          <Button variant={dirty ? 'primary' : 'outline-primary'} onClick={save} disabled={saving} aria-busy={saving}>{saving ? 'Saving…' : 'Save'}</Button>
        )}
        <Button variant="outline-primary" onClick={() => setDialog('saveAs')}>Save as…</Button>
        <Button variant="outline-secondary" onClick={() => setDialog('open')}>Open…</Button>
        {view && (editable || deletable) && (
          <Dropdown as={ButtonGroup}>
            <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={`More actions for saved search ${view.title}`}>More</Dropdown.Toggle>
            <Dropdown.Menu align="end">
              {editable && <Dropdown.Item as="button" onClick={() => setDialog('rename')}>Rename…</Dropdown.Item>}
              {deletable && <Dropdown.Item as="button" className="text-danger" onClick={() => setDialog('delete')}>Delete…</Dropdown.Item>}
            </Dropdown.Menu>
          </Dropdown>
        )}
      </ButtonGroup>
      {view && shareable && <ShareButton size="sm" entityGRN={grnOf('search', view.id)} entityType="search" entityTitle={view.title} />}

      {dialog === 'saveAs' && (
        <SavedSearchTitleDialog heading="Save search as" submitLabel="Save search" initialTitle={view ? `${view.title} (copy)` : ''}
                                onSubmit={(title) => saveSearch(title, current)} onSaved={saved} onClose={close} />
      )}
      {dialog === 'rename' && view && (
        <SavedSearchTitleDialog heading="Rename saved search" submitLabel="Rename" initialTitle={view.title}
                                onSubmit={(title) => ViewsActions.update({ ...view, title })} onSaved={saved} onClose={close} />
      )}
      {dialog === 'open' && (
        <SavedSearchesDialog currentViewId={view?.id} onClose={close} onOpen={(viewId) => { close(); onOpened(viewId); }} />
      )}
      {view && (
        <ConfirmDialog show={dialog === 'delete'} title="Delete saved search" confirmLabel="Delete" onConfirm={deleteView} onCancel={close}>
          Do you really want to delete the saved search <b>{view.title}</b>? This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
};

export default SavedSearchControls;
