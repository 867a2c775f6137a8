import React from 'react';
import { Table } from 'react-bootstrap';

import type { LogLevel, NamedSubsystem } from '@/stores/logging/LoggingStore';
import { subsystemCategories } from '@/stores/logging/LoggingStore';

import LogLevelSelect from './LogLevelSelect';

type Props = {
  subsystems: Array<NamedSubsystem>,
  /** Absent when the user may not change subsystem levels. */
  onLevelChange?: (subsystem: NamedSubsystem, level: LogLevel) => Promise<unknown>,
};

/** The subsystems, each setting the level of a family of loggers at once. */
const SubsystemsTable = ({ subsystems, onLevelChange }: Props) => (
  <Table responsive className="align-middle mb-0" aria-label="Logger subsystems">
    <thead>
      <tr>
        <th>Subsystem</th>
        <th>Loggers</th>
        <th style={{ width: '10rem' }}>Level</th>
      </tr>
    </thead>
    <tbody>
      {subsystems.map((subsystem) => (
        <tr key={subsystem.name} data-subsystem={subsystem.name}>
          <td>
            <div className="fw-semibold">{subsystem.title}</div>
            <div className="small text-body-secondary">{subsystem.description}</div>
          </td>
          <td>{subsystemCategories(subsystem).map((category) => <code key={category} className="me-2">{category}</code>)}</td>
          <td>
            <LogLevelSelect level={subsystem.level} label={`Level of subsystem ${subsystem.title}`}
                            onChange={onLevelChange ? (level) => onLevelChange(subsystem, level) : undefined} />
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);

export default SubsystemsTable;
