import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { BulkAction, ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import { None } from '@/components/common/Facts';
import AdministrationFilters from '@/components/sidecars/administration/AdministrationFilters';
import type { AdministrationRow } from '@/components/sidecars/administration/administrationRows';
import { ADMINISTRATION_ENTITY_NAME, assignedConfigurationIds, PAGED_BY_SIDECARS, toAdministrationPage } from '@/components/sidecars/administration/administrationRows';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import SidecarStatusText from '@/components/sidecars/SidecarStatusText';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CollectorConfigurationsActions } from '@/stores/sidecars/CollectorConfigurationsStore';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import { ADMINISTRATION_PER_PAGE, SIDECARS_REFRESH_MS, SidecarsActions } from '@/stores/sidecars/SidecarsStore';
import type { AdministrationFilters as Filters, Collector, CollectorProcessAction, ConfigurationSummary } from '@/stores/sidecars/sidecarTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DEFAULT_SORT = { field: 'node_name', order: 'asc' as const };
const DOCUMENTATION = { title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS };
const PROCESS_ACTIONS: Array<CollectorProcessAction> = ['start', 'stop', 'restart'];

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * `/system/sidecars/administration`: a row per sidecar and collector with the configurations assigned; selected rows
 * get a configuration assigned or their configurations removed, or their collectors started, stopped or restarted.
 */
const SidecarAdministrationPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const mayUpdate = isPermitted(permissions, 'sidecars:update');
  const [filters, setFilters] = useState<Filters>({});
  const [collectors, setCollectors] = useState<Array<Collector>>([]);
  const [configurations, setConfigurations] = useState<Array<ConfigurationSummary>>([]);
  const [chosenConfiguration, setChosenConfiguration] = useState('');
  useEffect(() => {
    // Names for the rows and choices for the filters; without them the rows show ids.
    let active = true;
    CollectorsActions.all().then((list) => { if (active) setCollectors(list); }, () => undefined);
    CollectorConfigurationsActions.all().then((list) => { if (active) setConfigurations(list); }, () => undefined);
    return () => { active = false; };
  }, []);

  // The server pages by sidecars (Graylog's administration call); each becomes a row per collector.
  const fetchPage = useCallback((request: PageRequest) => SidecarsActions.administration({
    page: request.page, perPage: request.perPage, query: request.query, filters,
  }).then(toAdministrationPage), [filters]);

  const collectorName = useCallback((id: string | undefined) => collectors.find((collector) => collector.id === id)?.name ?? id ?? '', [collectors]);
  const columns = useMemo((): Array<ColumnDefinition<AdministrationRow>> => [
    {
      id: 'node_name',
      title: 'Sidecar',
      render: (row) => <Link to={Routes.SYSTEM.SIDECARS.status(row.sidecar.node_id)} className="text-break">{row.sidecar.node_name}</Link>,
    },
    {
      id: 'collector',
      title: 'Collector',
      render: (row) => (row.collectorId ? collectorName(row.collectorId) : <None>No collectors for this operating system</None>),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const status = row.sidecar.node_details?.status?.collectors?.find((entry) => entry.collector_id === row.collectorId);
        return row.collectorId ? <SidecarStatusText status={status?.status} message={status?.message} /> : null;
      },
    },
    {
      id: 'configurations',
      title: 'Configurations',
      render: (row) => {
        const assigned = assignedConfigurationIds(row);
        if (assigned.length === 0) return row.collectorId ? <None /> : null;
        return assigned.map((id) => {
          const configuration = configurations.find((entry) => entry.id === id);
          return (
            <span key={id} className="badge me-1 text-bg-light border" style={configuration ? { borderColor: configuration.color } : undefined}>
              {configuration?.name ?? id}
            </span>
          );
        });
      },
    },
    { id: 'operating_system', title: 'Operating system', render: (row) => row.sidecar.node_details?.operating_system ?? '' },
  ], [collectorName, configurations]);

  const chosen = configurations.find((configuration) => configuration.id === chosenConfiguration);
  const bulkActions = useMemo((): Array<BulkAction<AdministrationRow>> => {
    if (!mayUpdate) return [];
    const describe = (row: AdministrationRow) => `${collectorName(row.collectorId)} on ${row.sidecar.node_name}`;
    // Each row is sent with its sidecar as the server has it now: an earlier row of the same run may have changed it.
    // Quietly: the bulk run sums up in one toast and lists failures itself. The shared bulk block hands over one row
    // at a time, so each row is its own request.
    const assign = (row: AdministrationRow, configurationIds: Array<string>) => SidecarsActions.get(row.sidecar.node_id, { sideLoad: true })
      .then((sidecar) => SidecarsActions.assignConfigurations([{ sidecar, collectorId: row.collectorId as string }], configurationIds, { quiet: true }));
    return [
      {
        label: chosen ? `Assign "${chosen.name}"` : 'Assign configuration',
        run: (row) => {
          if (!chosen) return Promise.reject(new Error('Choose a configuration to assign first.'));
          if (chosen.collector_id !== row.collectorId) {
            return Promise.reject(new Error(`Configuration "${chosen.name}" is for collector ${collectorName(chosen.collector_id)}.`));
          }
          return assign(row, [chosen.id]);
        },
        describe,
      },
      { label: 'Unassign configurations', variant: 'danger', run: (row) => assign(row, []), describe },
      ...PROCESS_ACTIONS.map((action): BulkAction<AdministrationRow> => ({
        label: capitalized(action),
        variant: 'danger',
        run: (row) => SidecarsActions.administrationAction(action, { [row.sidecar.node_id]: [row.collectorId as string] }, { quiet: true }),
        describe,
      })),
    ];
  }, [mayUpdate, chosen, collectorName]);

  return (
    <>
      <PageHeader title="Collectors administration" documentationLink={DOCUMENTATION}
                  description="Assign configurations to the collectors of your sidecars, and start, stop or restart collectors.">
        <SidecarSectionNav />
      </PageHeader>
      <div className="d-flex flex-wrap gap-2 mb-2 align-items-center">
        <AdministrationFilters filters={filters} onChange={setFilters} collectors={collectors} configurations={configurations} />
        {mayUpdate && (
          <select className="form-select form-select-sm w-auto ms-lg-auto" aria-label="Configuration to assign"
                  value={chosenConfiguration} onChange={(event) => setChosenConfiguration(event.target.value)}>
            <option value="">Choose a configuration to assign…</option>
            {configurations.map((configuration) => (
              <option key={configuration.id} value={configuration.id}>{`${configuration.name} (${collectorName(configuration.collector_id)})`}</option>
            ))}
          </select>
        )}
      </div>
      <PaginatedEntityTable<AdministrationRow>
        id="sidecar-administration"
        entityName={ADMINISTRATION_ENTITY_NAME}
        fetchPage={fetchPage}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        defaultPerPage={ADMINISTRATION_PER_PAGE}
        refreshEveryMs={SIDECARS_REFRESH_MS}
        getId={(row) => row.key}
        pagedBy={PAGED_BY_SIDECARS}
        getTitle={(row) => `${collectorName(row.collectorId)} on ${row.sidecar.node_name}`}
        isSelectable={(row) => row.collectorId !== undefined}
        bulkActions={bulkActions}
        searchPlaceholder="Search by sidecar name, id or status:failing"
        emptyState={Object.keys(filters).length > 0
          ? <p className="mb-0">No sidecar matches the chosen filters.</p>
          : <p className="mb-0">There are no sidecars to administer. Sidecars appear here once they registered and a collector exists for their operating system.</p>} />
    </>
  );
};

export default SidecarAdministrationPage;
