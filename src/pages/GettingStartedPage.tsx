import React, { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import ExternalLink from '@/components/common/ExternalLink';
import PageHeader from '@/components/common/PageHeader';
import GettingStartedSteps from '@/components/gettingstarted/GettingStartedSteps';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import Routes from '@/routing/Routes';
import { GettingStartedActions } from '@/stores/system/GettingStartedStore';
import AppConfig from '@/util/AppConfig';

/** `/gettingstarted`: first steps for a new administrator, until the guide is dismissed. */
const GettingStartedPage = () => {
  const history = useHistory();
  const leadsToPage = useLeadsToPage();
  // Where the start page sends the user once the guide is gone (see StartPage).
  const afterDismissal = leadsToPage(Routes.unqualified.SEARCH) ? 'the search' : 'the system overview';
  const [dismissing, setDismissing] = useState(false);
  const guideUrl = AppConfig.webInterfaceGuideUrl();
  const communityLinks = AppConfig.communityLinks();

  const dismiss = () => {
    setDismissing(true);
    GettingStartedActions.dismiss()
      .then(() => history.push(Routes.STARTPAGE))
      // The store has told the user what failed; the guide stays so they can try again.
      .catch(() => setDismissing(false));
  };

  return (
    <>
      <PageHeader
        title="Getting started"
        subtitle="Collect, find and act on your log messages in a few steps."
        actions={(
          <Button variant="outline-secondary" onClick={dismiss} disabled={dismissing}>
            {dismissing ? 'Dismissing…' : 'Dismiss guide'}
          </Button>
        )}>
        Once dismissed, the start page takes you straight to {afterDismissal}. This page stays available at any time.
      </PageHeader>

      <GettingStartedSteps />

      <Card className="mt-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">Learn more</Card.Title>
          <ul className="mb-0">
            {guideUrl && (
              <li><ExternalLink href={guideUrl}>Web interface guide</ExternalLink>: every screen of this console explained.</li>
            )}
            {communityLinks.map((link) => (
              <li key={link.url}><ExternalLink href={link.url}>{link.title}</ExternalLink></li>
            ))}
          </ul>
        </Card.Body>
      </Card>
    </>
  );
};

export default GettingStartedPage;
