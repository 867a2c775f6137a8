import React, { useState } from 'react';
import { Alert, Card, Nav } from 'react-bootstrap';

import { useDocumentTitle } from '@/components/common/DocumentTitle';
import LoginForm from '@/components/login/LoginForm';
import SsoLinks from '@/components/login/SsoLinks';
import Logo from '@/components/navigation/Logo';
import PluginErrorBoundary from '@/plugin-api/PluginErrorBoundary';
import { pluginNameOf } from '@/plugin-api/PluginStore';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import AppConfig from '@/util/AppConfig';

const PASSWORD = 'password';

/**
 * The card hangs from a fixed distance below the top of the page instead of being centred vertically:
 * centred, it grew upwards by half of any message that appeared (a failed login), and the fields the user
 * was typing into jumped. Anchored at the top it only grows downwards, below the form. Set here rather than
 * in the theme so that the anchoring cannot be lost to a stylesheet change unnoticed (LoginPage.test.tsx).
 */
export const LOGIN_LAYOUT: { page: React.CSSProperties, card: React.CSSProperties } = {
  page: { alignItems: 'flex-start' },
  card: { marginTop: '12vh' },
};

/**
 * Shown whatever the URL while nobody is logged in; the URL stays, so the user lands where they were
 * going once the session exists.
 */
const LoginPage = () => {
  useDocumentTitle('Sign in');
  const providerTypes = usePluginEntities('loginProviderType');
  const ssoProviders = AppConfig.ssoProviders();
  const [method, setMethod] = useState(PASSWORD);
  const [error, setError] = useState<string | undefined>(undefined);
  const chosenProvider = providerTypes.find((provider) => provider.type === method);

  const choose = (key: string | null) => {
    setError(undefined);
    setMethod(key ?? PASSWORD);
  };

  const renderForm = () => {
    if (!chosenProvider) {
      return <LoginForm onErrorChange={setError} />;
    }
    const ProviderForm = chosenProvider.formComponent;
    return (
      <PluginErrorBoundary pluginName={pluginNameOf(chosenProvider) ?? chosenProvider.type}>
        <ProviderForm onErrorChange={setError} />
      </PluginErrorBoundary>
    );
  };

  return (
    <main className="console-login" style={LOGIN_LAYOUT.page}>
      <Card className="console-login-card shadow-sm" style={LOGIN_LAYOUT.card}>
        <Card.Body className="p-4">
          <div className="console-login-brand mb-4">
            <Logo size={40} />
            <div>
              <h1 className="h4 mb-0">Welcome</h1>
              <div className="text-body-secondary small">Sign in to the log management console</div>
            </div>
          </div>

          {providerTypes.length > 0 && (
            <Nav variant="pills" className="mb-3 console-login-methods" activeKey={method} onSelect={choose}>
              <Nav.Item><Nav.Link eventKey={PASSWORD}>Username &amp; password</Nav.Link></Nav.Item>
              {providerTypes.map((provider) => (
                <Nav.Item key={provider.type}>
                  <Nav.Link eventKey={provider.type}>{provider.displayName}</Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
          )}

          {renderForm()}

          {error && <Alert variant="danger" className="mt-3 mb-0" role="alert">{error}</Alert>}

          {ssoProviders.length > 0 && (
            <>
              <div className="console-login-divider"><span>or</span></div>
              <SsoLinks providers={ssoProviders} defaultProvider={AppConfig.defaultSsoProvider()} />
            </>
          )}
        </Card.Body>
      </Card>
    </main>
  );
};

export default LoginPage;
