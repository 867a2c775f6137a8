import React, { useCallback, useState } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import CreatedTokenBox from '@/components/users/CreatedTokenBox';
import CreateTokenForm from '@/components/users/CreateTokenForm';
import TokenList from '@/components/users/TokenList';
import TokenUsage from '@/components/users/TokenUsage';
import UserPageGate from '@/components/users/UserPageGate';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { CreatedToken, TokenSummary } from '@/stores/users/TokensStore';
import { TokensActions } from '@/stores/users/TokensStore';
import type { User } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

type TokensProps = { user: User, permissions: ReadonlyArray<string> | undefined };

const UserTokens = ({ user, permissions }: TokensProps) => {
  // The secret lives only here, for as long as the box is on screen: it is never shown again.
  const [created, setCreated] = useState<CreatedToken | undefined>();
  // Counts creations: each one reloads the list (dismissing the secret's box must not).
  const [creations, setCreations] = useState(0);
  const onCreated = (token: CreatedToken) => {
    setCreated(token);
    setCreations((count) => count + 1);
  };
  const mayCreate = isPermitted(permissions, `users:tokencreate:${user.username}`);
  const mayDelete = isPermitted(permissions, `users:tokenremove:${user.username}`);

  const deleteToken = (token: TokenSummary) => TokensActions.delete(user.id, token);
  // Stable, so the list reloads only when a token was created (reloadKey), not on every render.
  const loadTokens = useCallback(() => TokensActions.list(user.id), [user.id]);

  return (
    <>
      <PageHeader
        title={`Tokens of ${user.username}`}
        description="Access tokens let programs call the API as this user without a password."
        documentationLink={{ title: 'Users and roles', path: DocsHelper.PAGES.USERS }}
        actions={<Link className="btn btn-outline-secondary" to={Routes.SYSTEM.USERS.show(user.id)}>View profile</Link>} />
      {created && <CreatedTokenBox token={created} onDismiss={() => setCreated(undefined)} />}
      {mayCreate && (
        <Card className="mb-4">
          <Card.Header as="h2" className="h5 mb-0">Create a token</Card.Header>
          <Card.Body><CreateTokenForm userId={user.id} onCreated={onCreated} /></Card.Body>
        </Card>
      )}
      <Card className="mb-4">
        <Card.Header as="h2" className="h5 mb-0">Tokens</Card.Header>
        <Card.Body>
          <TokenList loadTokens={loadTokens} onDelete={mayDelete ? deleteToken : undefined} reloadKey={creations} />
        </Card.Body>
      </Card>
      <TokenUsage username={user.username} token={created?.token} />
    </>
  );
};

/** `/system/users/tokens/{id}`: list, create (the secret shown once) and delete a user's access tokens. */
const UserTokensPage = () => (
  <UserPageGate permission={(username) => `users:tokenlist:${username}`}>
    {(user, currentUser) => <UserTokens key={user.id} user={user} permissions={currentUser?.permissions} />}
  </UserPageGate>
);

export default UserTokensPage;
