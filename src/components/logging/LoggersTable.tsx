import React, { useCallback } from 'react';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import { localPage } from '@/components/common/entity-table/localPage';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import type { LogLevel, NamedLogger } from '@/stores/logging/LoggingStore';
import { LoggingActions } from '@/stores/logging/LoggingStore';

import LogLevelSelect from './LogLevelSelect';

type Props = {
  /** Absent when the user may not change logger levels. */
  onLevelChange?: (loggerName: string, level: LogLevel) => Promise<unknown>,
  /** Changing it loads the levels again (after a subsystem's level changed). */
  reloadKey: unknown,
};

/** The root logger has no name; every other logger inherits its level unless set itself. */
export const loggerDisplayName = (name: string) => (name === '' ? 'Root logger' : name);

const loggersPage = (loggers: Array<NamedLogger>, request: PageRequest) => localPage(loggers, request, {
  searchText: (logger) => [loggerDisplayName(logger.name), logger.level],
  // Syslog numbers grow as levels get more verbose, so a sort by level orders them by severity.
  sortValue: (logger, field) => (field === 'level' ? logger.level_syslog : logger.name),
});

/** Every logger the server configured, filterable by name, each level changeable at once. */
const LoggersTable = ({ onLevelChange, reloadKey }: Props) => {
  const fetchPage = useCallback((request: PageRequest) => LoggingActions.loggers().then((loggers) => loggersPage(loggers, request)), []);
  const columns: Array<ColumnDefinition<NamedLogger>> = [
    { id: 'name', title: 'Logger', sortable: true, render: (logger) => <code>{loggerDisplayName(logger.name)}</code> },
    {
      id: 'level',
      title: 'Level',
      sortable: true,
      width: '11rem',
      render: (logger) => (
        <LogLevelSelect level={logger.level} label={`Level of ${loggerDisplayName(logger.name)}`}
                        onChange={onLevelChange ? (level) => onLevelChange(logger.name, level) : undefined} />
      ),
    },
  ];
  return (
    <PaginatedEntityTable<NamedLogger>
      id="loggers"
      urlPrefix="loggers"
      entityName={{ singular: 'logger', plural: 'loggers' }}
      fetchPage={fetchPage}
      columns={columns}
      defaultSort={{ field: 'name', order: 'asc' }}
      defaultPerPage={50}
      getId={(logger) => logger.name || '(root)'}
      getTitle={(logger) => loggerDisplayName(logger.name)}
      searchPlaceholder="Filter loggers by name"
      reloadKey={reloadKey} />
  );
};

export default LoggersTable;
