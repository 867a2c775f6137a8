import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import PageHeader from '@/components/common/PageHeader';
import SharedEntitiesSection from '@/components/permissions/SharedEntitiesSection';
import PermissionsSummary from '@/components/users/PermissionsSummary';
import PreferencesSection from '@/components/users/PreferencesSection';
import { ProfileFacts, RoleBadges, SessionFacts, SettingsFacts } from '@/components/users/UserProfileSections';
import UserPageGate from '@/components/users/UserPageGate';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { User } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

const Section = ({ title, children }: { title: string, children: React.ReactNode }) => (
  <Card className="mb-3">
    <Card.Header as="h2" className="h6 mb-0">{title}</Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card>
);

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
        <Section title="Profile"><ProfileFacts user={user} /></Section>
        <Section title="Settings"><SettingsFacts user={user} /></Section>
        <Section title="Sessions"><SessionFacts user={user} /></Section>
      </Col>
      <Col lg={6}>
        <Section title="Roles"><RoleBadges roles={user.roles} /></Section>
        <Section title="Permissions">
          {mayReadPermissions
            ? <PermissionsSummary permissions={user.permissions ?? []} />
            : <p className="mb-0 text-body-secondary">Only the user and those who may edit their permissions can see them.</p>}
        </Section>
        <Section title="Preferences">
          <PreferencesSection username={user.username} preferences={user.preferences ?? {}} editable={mayEdit} />
        </Section>
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
