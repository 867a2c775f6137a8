import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';

type Step = {
  title: string,
  text: string,
  linkText: string,
  to: string,
};

const STEPS: Array<Step> = [
  {
    title: 'Receive messages',
    text: 'Launch an input (Syslog, GELF, Beats, raw TCP or UDP…) and point your devices and applications at it. '
      + 'Messages show up as soon as they arrive; an input with no traffic shows no messages.',
    linkText: 'Set up an input',
    to: Routes.SYSTEM.INPUTS,
  },
  {
    title: 'Search your messages',
    text: 'Find messages by query and time range, look at their fields, and save searches you run often.',
    linkText: 'Open the search',
    to: Routes.SEARCH,
  },
  {
    title: 'Route messages into streams',
    text: 'Streams sort incoming messages by rules, so that teams see their own data and alerts watch only what matters.',
    linkText: 'Manage streams',
    to: Routes.STREAMS,
  },
  {
    title: 'Get alerted',
    text: 'Define events on searches and streams and send notifications when they fire.',
    linkText: 'Alerts & events',
    to: Routes.ALERTS.LIST,
  },
  {
    title: 'Build dashboards',
    text: 'Put the charts and counts you watch every day on one page.',
    linkText: 'Open dashboards',
    to: Routes.DASHBOARDS,
  },
  {
    title: 'Process and enrich',
    text: 'Parse, rename and enrich fields with pipelines, extractors and lookup tables before messages are stored.',
    linkText: 'Pipelines',
    to: Routes.SYSTEM.PIPELINES.OVERVIEW,
  },
];

/** The first steps of a new installation, each with a link to where it is done. */
const GettingStartedSteps = () => (
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
            <div><Link className="btn btn-outline-primary btn-sm" to={step.to}>{step.linkText}</Link></div>
          </Card.Body>
        </Card>
      </Col>
    ))}
  </Row>
);

export default GettingStartedSteps;
