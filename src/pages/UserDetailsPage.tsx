import React from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import SharedEntitiesSection from '@/components/permissions/SharedEntitiesSection';
import PermissionsSummary from '@/components/users/PermissionsSummary';
import PreferencesSection from '@/components/users/PreferencesSection';
import { ProfileFacts, RoleBadges, SessionFacts, SettingsFacts } from '@/components/users/UserProfileSections';
import UserPageGate from '@/components/users/UserPageGate';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { User } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

type ProfileProps = {
  user: User,
  mayEdit: boolean,
  /** The server only tells a user's permissions to that user and to those who may edit them. */
  mayReadPermissions: boolean,
};

const UserProfile = ({ user, mayEdit, mayReadPermissions }: ProfileProps) => (
  <>
    <PageHeader
      title={`User ${user.username}`}
      description={user.full_name}
      documentationLink={{ title: 'Users and roles', path: DocsHelper.PAGES.USERS }}
      actions={(
        <>
          {mayEdit && <Link className="btn btn-outline-secondary" to={Routes.SYSTEM.USERS.edit(user.id)}>Edit user</Link>}
          <IfPermitted permissions={`users:tokenlist:${user.username}`}>
            <Link className="btn btn-outline-secondary ms-2" to={Routes.SYSTEM.USERS.tokens(user.id)}>Edit tokens</Link>
          </IfPermitted>
        </>
      )} />
    <Row className="g-3">
      <Col lg={6}>
        <SectionCard title="Profile"><ProfileFacts user={user} /></SectionCard>
        <SectionCard title="Settings"><SettingsFacts user={user} /></SectionCard>
        <SectionCard title="Sessions"><SessionFacts user={user} /></SectionCard>
      </Col>
      <Col lg={6}>
        <SectionCard title="Roles"><RoleBadges roles={user.roles} /></SectionCard>
        <SectionCard title="Permissions">
          {mayReadPermissions
            ? <PermissionsSummary permissions={user.permissions ?? []} />
            : <p className="mb-0 text-body-secondary">Only the user and those who may edit their permissions can see them.</p>}
        </SectionCard>
        <SectionCard title="Preferences">
          <PreferencesSection username={user.username} preferences={user.preferences ?? {}} editable={mayEdit} />
        </SectionCard>
      </Col>
    </Row>
    {/* The server lists a user's shares only to those who may edit the user. */}
    {mayEdit && <SharedEntitiesSection userId={user.id} />}
  </>
);

/** `/system/users/{id}`: who the user is, what they may do, their settings, sessions and shared entities. */
const UserDetailsPage = () => (
  <UserPageGate permission={(username) => `users:read:${username}`}>
    {(user, currentUser) => (
      <UserProfile
        user={user}
        mayEdit={isPermitted(currentUser?.permissions, `users:edit:${user.username}`)}
        mayReadPermissions={currentUser?.id === user.id || isPermitted(currentUser?.permissions, `users:permissionsedit:${user.username}`)} />
    )}
  </UserPageGate>
);

export default UserDetailsPage;
