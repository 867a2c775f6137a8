import React from 'react';
import { Redirect, useLocation } from 'react-router-dom';

import Routes from '@/routing/Routes';

/** `/extendedsearch`, Graylog's former address of the search page: goes to `/search` with the same query. */
const ExtendedSearchPage = () => {
  const { search } = useLocation();
  return <Redirect to={`${Routes.SEARCH}${search}`} />;
};

export default ExtendedSearchPage;
