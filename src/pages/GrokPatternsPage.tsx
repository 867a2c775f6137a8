import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { BulkAction } from '@/components/common/entity-table/types';
import BulkImportDialog from '@/components/grok/BulkImportDialog';
import { grokColumns } from '@/components/grok/grokColumns';
import GrokPatternDialog from '@/components/grok/GrokPatternDialog';
import GrokPatternRowActions from '@/components/grok/GrokPatternRowActions';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { GrokPattern } from '@/stores/grok/GrokPatternsStore';
import { GrokPatternsActions } from '@/stores/grok/GrokPatternsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'Grok pattern', plural: 'Grok patterns' };
const DEFAULT_SORT = { field: 'name', order: 'asc' as const };
const DOCUMENTATION = { title: 'Grok patterns in extractors', path: DocsHelper.PAGES.EXTRACTORS };

const BULK_ACTIONS: Array<BulkAction<GrokPattern>> = [
  // Quiet: the table reports the whole run, so a toast per pattern would only repeat it.
  { label: 'Delete', variant: 'danger', run: (pattern) => GrokPatternsActions.deletePattern(pattern, { quiet: true }), describe: (pattern) => pattern.name },
];

type Dialog = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit', pattern: GrokPattern } | { kind: 'import' };

/** `/system/grokpatterns`: the named patterns extractors use; create, test, edit, delete and import them. */
const GrokPatternsPage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  // Listing needs inputs:read (the route's); every change to a pattern needs inputs:edit (the server's rule).
  const mayEdit = isPermitted(userPermissions, 'inputs:edit');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [reloadKey, setReloadKey] = useState(0);
  const closeDialog = () => setDialog({ kind: 'closed' });
  const afterChange = () => {
    closeDialog();
    setReloadKey((key) => key + 1);
  };

  const actions = mayEdit ? (
    <>
      <Button variant="outline-primary" onClick={() => setDialog({ kind: 'import' })}>Import pattern file</Button>
      <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>Create pattern</Button>
    </>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Grok patterns"
        description="Named regular expressions that grok extractors and other patterns use as %{NAME}."
        documentationLink={DOCUMENTATION}
        actions={actions} />
      <PaginatedEntityTable<GrokPattern>
        id="grok-patterns"
        entityName={ENTITY_NAME}
        fetchPage={GrokPatternsActions.searchPaginated}
        columns={grokColumns}
        defaultSort={DEFAULT_SORT}
        getId={(pattern) => pattern.id}
        getTitle={(pattern) => pattern.name}
        searchPlaceholder="Search by name or pattern"
        reloadKey={reloadKey}
        bulkActions={mayEdit ? BULK_ACTIONS : undefined}
        emptyState={<p className="mb-0">No Grok patterns yet.{mayEdit && ' Create one, or import a pattern file.'}</p>}
        rowActions={mayEdit ? (pattern, table) => (
          <GrokPatternRowActions pattern={pattern} onEdit={(chosen) => setDialog({ kind: 'edit', pattern: chosen })} onDeleted={table.reload} />
        ) : undefined} />
      {(dialog.kind === 'create' || dialog.kind === 'edit') && (
        <GrokPatternDialog
          key={dialog.kind === 'edit' ? dialog.pattern.id : 'new'}
          pattern={dialog.kind === 'edit' ? dialog.pattern : undefined}
          onClose={closeDialog}
          onSaved={afterChange} />
      )}
      {dialog.kind === 'import' && <BulkImportDialog onClose={closeDialog} onImported={afterChange} />}
    </>
  );
};

export default GrokPatternsPage;
