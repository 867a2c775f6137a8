import React, { useCallback, useState } from 'react';
import { Card } from 'react-bootstrap';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import LoggersTable from '@/components/logging/LoggersTable';
import RecentLogMessages from '@/components/logging/RecentLogMessages';
import SubsystemsTable from '@/components/logging/SubsystemsTable';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { LogLevel, NamedSubsystem } from '@/stores/logging/LoggingStore';
import { LoggingActions } from '@/stores/logging/LoggingStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const loadSubsystems = () => LoggingActions.subsystems();

/** `/system/logging`: how much the server logs, per subsystem and per logger, and what it logged lately. */
const LoggingPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: subsystems, reason, failed, reload } = useLoaded(loadSubsystems);
  // A subsystem sets many loggers and a logger may be a subsystem's category: both lists are asked again.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => { setChanges((count) => count + 1); reload(); }, [reload]);

  const setSubsystemLevel = (subsystem: NamedSubsystem, level: LogLevel) => LoggingActions.setSubsystemLevel(subsystem, level).finally(changed);
  const setLoggerLevel = (loggerName: string, level: LogLevel) => LoggingActions.setLoggerLevel(loggerName, level).finally(changed);

  if (failed && !subsystems) {
    return <LoadFailure what="logging configuration" reason={reason} onRetry={reload} />;
  }

  return (
    <>
      <PageHeader title="Logging"
                  description="How much the server logs, per subsystem and per logger. Levels apply at once and last until the server restarts."
                  documentationLink={{ title: 'Server configuration', path: DocsHelper.PAGES.CONFIGURATION }} />
      <Card className="mb-3">
        <Card.Header as="h2" className="h6 mb-0">Subsystems</Card.Header>
        <Card.Body>
          {subsystems
            ? <SubsystemsTable subsystems={subsystems} onLevelChange={isPermitted(permissions, 'loggers:editsubsystem') ? setSubsystemLevel : undefined} />
            : <Spinner text="Loading the subsystems…" />}
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header as="h2" className="h6 mb-0">Loggers</Card.Header>
        <Card.Body>
          <LoggersTable reloadKey={changes} onLevelChange={isPermitted(permissions, 'loggers:edit') ? setLoggerLevel : undefined} />
        </Card.Body>
      </Card>
      {isPermitted(permissions, 'loggers:messages') && (
        <Card>
          <Card.Header as="h2" className="h6 mb-0">Recent log messages</Card.Header>
          <Card.Body><RecentLogMessages /></Card.Body>
        </Card>
      )}
    </>
  );
};

export default LoggingPage;
