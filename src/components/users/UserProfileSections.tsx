// The read-only parts of a user's profile page: facts, settings, sessions and roles.
import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { Fact, Facts, None } from '@/components/common/Facts';
import Timestamp from '@/components/common/Timestamp';
import { userStartpagePath } from '@/pages/StartPage';
import type { User } from '@/stores/users/UsersStore';
import AppConfig from '@/util/AppConfig';

import { describeTimeout } from './sessionTimeout';
import { STARTPAGE_TYPES } from './userFormValues';

export const ProfileFacts = ({ user }: { user: User }) => (
  <Facts>
    <Fact label="Username">{user.username}</Fact>
    <Fact label="Full name">{user.full_name || <None />}</Fact>
    <Fact label="E-mail address">{user.email || <None />}</Fact>
    <Fact label="Account">
      <span className="d-inline-flex flex-wrap gap-1">
        {user.account_status === 'disabled' ? <Badge bg="secondary">Disabled</Badge> : <Badge bg="success">Enabled</Badge>}
        {user.read_only && <Badge bg="dark">Read-only</Badge>}
        {user.external && <Badge bg="light" text="dark">External</Badge>}
      </span>
    </Fact>
  </Facts>
);

const startpageLabel = (type: string) => STARTPAGE_TYPES.find((option) => option.value === type)?.label ?? type;

const StartpageFact = ({ startpage }: { startpage: User['startpage'] }) => {
  if (!startpage || !startpage.type || !startpage.id) {
    return <None>Default</None>;
  }
  const path = userStartpagePath(startpage);
  const text = `${startpageLabel(startpage.type)} ${startpage.id}`;
  return path ? <Link to={path}>{text}</Link> : <>{text}</>;
};

export const SettingsFacts = ({ user }: { user: User }) => (
  <Facts>
    <Fact label="Time zone">{user.timezone || <None>{`Default (${AppConfig.rootTimeZone()})`}</None>}</Fact>
    <Fact label="Session timeout">{describeTimeout(user.session_timeout_ms)}</Fact>
    <Fact label="Start page"><StartpageFact startpage={user.startpage} /></Fact>
  </Facts>
);

export const SessionFacts = ({ user }: { user: User }) => (
  <Facts>
    <Fact label="Session">{user.session_active ? <Badge bg="info" text="dark">Active session</Badge> : <None>No active session</None>}</Fact>
    <Fact label="Last activity">{user.last_activity ? <Timestamp dateTime={user.last_activity} /> : <None>Never</None>}</Fact>
    <Fact label="Client address">{user.session_active && user.client_address ? user.client_address : <None>Unknown</None>}</Fact>
  </Facts>
);

export const RoleBadges = ({ roles }: { roles: ReadonlyArray<string> }) => (
  roles.length === 0
    ? <None>No roles</None>
    : <ul className="list-inline mb-0">{roles.map((role) => <li key={role} className="list-inline-item"><Badge bg="primary">{role}</Badge></li>)}</ul>
);
