import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import Routes, { qualifyUrl } from '@/routing/Routes';

const paths = Routes.unqualified;

type Step = {
  title: string,
  text: string,
  linkText: string,
  /** Where the step is done, relative to the application prefix. */
  path: string,
};

const STEPS: Array<Step> = [
  {
    title: 'Receive messages',
    text: 'Launch an input (Syslog, GELF, Beats, raw TCP or UDP…) and point your devices and applications at it. '
      + 'Messages show up as soon as they arrive; an input with no traffic shows no messages.',
    linkText: 'Set up an input',
    path: paths.SYSTEM.INPUTS,
  },
  {
    title: 'Search your messages',
    text: 'Find messages by query and time range, look at their fields, and save searches you run often.',
    linkText: 'Open the search',
    path: paths.SEARCH,
  },
  {
    title: 'Route messages into streams',
    text: 'Streams sort incoming messages by rules, so that teams see their own data and alerts watch only what matters.',
    linkText: 'Manage streams',
    path: paths.STREAMS,
  },
  {
    title: 'Get alerted',
    text: 'Define events on searches and streams and send notifications when they fire.',
    linkText: 'Alerts & events',
    path: paths.ALERTS.LIST,
  },
  {
    title: 'Build dashboards',
    text: 'Put the charts and counts you watch every day on one page.',
    linkText: 'Open dashboards',
    path: paths.DASHBOARDS,
  },
  {
    title: 'Process and enrich',
    text: 'Parse, rename and enrich fields with pipelines, extractors and lookup tables before messages are stored.',
    linkText: 'Pipelines',
    path: paths.SYSTEM.PIPELINES.OVERVIEW,
  },
];

/**
 * The first steps of a new installation, each with a link to where it is done once that page exists (the
 * text alone says what to do until then, rather than a link to "page not found").
 */
const GettingStartedSteps = () => {
  const leadsToPage = useLeadsToPage();
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {STEPS.map((step, index) => (
        <Col key={step.title}>
          <Card className="h-100 console-step">
            <Card.Body className="d-flex flex-column">
              <Card.Title as="h2" className="h5">
                <span className="console-step-number" aria-hidden="true">{index + 1}</span>
                {step.title}
              </Card.Title>
              <Card.Text className="text-body-secondary flex-grow-1">{step.text}</Card.Text>
              {leadsToPage(step.path) && (
                <div><Link className="btn btn-outline-primary btn-sm" to={qualifyUrl(step.path)}>{step.linkText}</Link></div>
              )}
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
};

export default GettingStartedSteps;
