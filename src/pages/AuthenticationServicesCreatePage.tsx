import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import AuthenticationNavigation from '@/components/authentication/AuthenticationNavigation';
import { SERVICE_TYPES } from '@/components/authentication/serviceTypes';
import PageHeader from '@/components/common/PageHeader';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/authentication/services/create`: choose the kind of directory, then its wizard. */
const AuthenticationServicesCreatePage = () => (
  <>
    <PageHeader title="Create Authentication Service" description="Choose the kind of directory your users are in."
                documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }}>
      <AuthenticationNavigation />
    </PageHeader>
    <Row className="g-3">
      {SERVICE_TYPES.map((serviceType) => (
        <Col md={6} key={serviceType.type}>
          <Card as="section" aria-label={serviceType.title} className="h-100">
            <Card.Body>
              <h2 className="h5">{serviceType.title}</h2>
              <p>{serviceType.description}</p>
              <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.createType(serviceType.type)} className="btn btn-primary">
                Set up {serviceType.title}
              </Link>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  </>
);

export default AuthenticationServicesCreatePage;
