import React, { Suspense } from 'react';
import { Badge, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import useMediaQuery from '@/components/common/useMediaQuery';
import PluginComponentList from '@/plugin-api/PluginComponentList';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import Routes, { unqualifyUrl } from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import AppConfig from '@/util/AppConfig';

import Logo from './Logo';
import NavigationItems from './NavigationItems';
import { useLeadsToPage } from './registeredRoutes';
import SystemMenu from './SystemMenu';
import UserMenu from './UserMenu';

// The chart library is loaded with the first page that draws a chart, not with the login page.
const ThroughputChart = React.lazy(() => import('@/components/throughput/ThroughputChart'));

/** Bootstrap's xl breakpoint. */
export const WIDE_ENOUGH_FOR_THROUGHPUT = '(min-width: 1200px)';

/**
 * The navigation bar. Everything in it comes from the plugin registry (core registers its own entries
 * there too), filtered by the current user's permissions and by whether a registered route serves the
 * entry's path: an entry for a page that does not exist yet stays hidden until its route is registered.
 * The cluster's live throughput sits at the right, leading to the nodes, for users who may read metrics, on wide
 * screens only (Bootstrap's xl and up): narrower, it would push the user menu off the bar, so it is not there at
 * all and asks for no metrics.
 */
const Navigation = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const navigation = usePluginEntities('navigation');
  const systemNavigation = usePluginEntities('systemnavigation');
  const navigationItems = usePluginEntities('navigationItems');
  const pathname = unqualifyUrl(useLocation().pathname);
  const permissions = currentUser?.permissions;
  const badgeText = AppConfig.badgeText();
  const leadsToPage = useLeadsToPage();
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_THROUGHPUT);

  return (
    <Navbar bg="dark" variant="dark" data-bs-theme="dark" expand="lg" className="console-navbar" as="header">
      <Container fluid>
        <Navbar.Brand as={Link} to={Routes.STARTPAGE} className="d-flex align-items-center gap-2">
          <Logo />
          <span>Graylog Console</span>
          {badgeText && <Badge bg="warning" text="dark" className="console-badge">{badgeText}</Badge>}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="console-navbar-collapse" />
        <Navbar.Collapse id="console-navbar-collapse">
          <Nav as="nav" className="me-auto" aria-label="Main">
            <NavigationItems items={navigation} userPermissions={permissions} pathname={pathname} leadsToPage={leadsToPage} />
            <SystemMenu items={systemNavigation} userPermissions={permissions} pathname={pathname} leadsToPage={leadsToPage} />
          </Nav>
          <Nav className="align-items-lg-center">
            {currentUser && wide && (
              <IfPermitted permissions="metrics:read">
                <Nav.Link as={Link} to={Routes.SYSTEM.NODES.LIST} className="console-nav-throughput" title="Throughput of all nodes: open the nodes">
                  <Suspense fallback={null}><ThroughputChart compact /></Suspense>
                </Nav.Link>
              </IfPermitted>
            )}
            <PluginComponentList entries={navigationItems} />
            {currentUser && <UserMenu currentUser={currentUser} leadsToPage={leadsToPage} />}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
};

export default Navigation;
