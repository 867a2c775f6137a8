import React, { useMemo } from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { LogLevel, NamedSubsystem } from '@/stores/logging/LoggingStore';
import { subsystemCategories } from '@/stores/logging/LoggingStore';

import LogLevelSelect from './LogLevelSelect';

type Props = {
  subsystems: Array<NamedSubsystem>,
  /** Absent when the user may not change subsystem levels. */
  onLevelChange?: (subsystem: NamedSubsystem, level: LogLevel) => Promise<unknown>,
};

/** The subsystems, each setting the level of a family of loggers at once. */
const SubsystemsTable = ({ subsystems, onLevelChange }: Props) => {
  const columns = useMemo<Array<ColumnDefinition<NamedSubsystem>>>(() => [
    {
      id: 'title',
      title: 'Subsystem',
      render: (subsystem) => (
        <>
          <div className="fw-semibold">{subsystem.title}</div>
          <div className="small text-body-secondary">{subsystem.description}</div>
        </>
      ),
    },
    { id: 'loggers', title: 'Loggers', render: (subsystem) => subsystemCategories(subsystem).map((category) => <code key={category} className="me-2">{category}</code>) },
    {
      id: 'level',
      title: 'Level',
      width: '10rem',
      render: (subsystem) => (
        <LogLevelSelect level={subsystem.level} label={`Level of subsystem ${subsystem.title}`}
                        onChange={onLevelChange ? (level) => onLevelChange(subsystem, level) : undefined} />
      ),
    },
  ], [onLevelChange]);
  return (
    <EntityDataTable rows={subsystems} columns={columns} getId={(subsystem) => subsystem.name} getTitle={(subsystem) => subsystem.title}
                     caption="Logger subsystems" />
  );
};

export default SubsystemsTable;
