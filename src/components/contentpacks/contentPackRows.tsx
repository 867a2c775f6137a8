// The content pack list: the latest revision of each pack with how often any of its revisions is installed,
// paged, searched and sorted in the browser (Graylog answers the whole list at once).
import React from 'react';
import { Link } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import type { ColumnDefinition, Page, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPack, ContentPacksMetadata } from '@/stores/contentpacks/contentPackTypes';
import formatCount from '@/util/formatCount';

export type ContentPackRow = ContentPack & { installation_count: number };

/** Installations of every revision of the pack. */
export const installationCount = (metadata: ContentPacksMetadata, packId: string): number => Object.values(metadata[packId] ?? {})
  .reduce((sum, revision) => sum + (revision?.installation_count ?? 0), 0);

const sortValue = (row: ContentPackRow, field: string): string | number | null => {
  switch (field) {
    case 'rev': return row.rev;
    case 'installation_count': return row.installation_count;
    case 'summary': return row.summary;
    case 'vendor': return row.vendor;
    default: return row.name;
  }
};

/** The table's `fetchPage`: module-level, so the table keeps one source. */
export const fetchContentPackPage = (request: PageRequest): Promise<Page<ContentPackRow>> => ContentPacksActions.listLatest().then((list) => {
  const rows = list.content_packs.map((pack) => ({ ...pack, installation_count: installationCount(list.content_packs_metadata, pack.id) }));
  return localPage(rows, request, { searchText: (row) => [row.name, row.summary, row.vendor], sortValue });
});

export const contentPackColumns: Array<ColumnDefinition<ContentPackRow>> = [
  {
    id: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <Link to={Routes.SYSTEM.CONTENTPACKS.show(row.id)} className="fw-semibold text-break">{row.name || row.id}</Link>,
  },
  { id: 'summary', title: 'Summary', sortable: true, render: (row) => <span className="text-break">{row.summary}</span> },
  { id: 'vendor', title: 'Vendor', sortable: true, hiddenByDefault: true, render: (row) => <span className="text-break">{row.vendor}</span> },
  { id: 'rev', title: 'Latest revision', sortable: true, width: '9rem' },
  {
    id: 'installation_count',
    title: 'Installations',
    sortable: true,
    width: '8rem',
    render: (row) => (row.installation_count > 0 ? formatCount(row.installation_count) : <span className="text-body-secondary">Not installed</span>),
  },
];
