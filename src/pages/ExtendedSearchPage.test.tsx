import React from 'react';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { Route, Router } from 'react-router-dom';

import ExtendedSearchPage from './ExtendedSearchPage';

describe('ExtendedSearchPage', () => {
  it('goes to the search page with the same query', () => {
    const history = createMemoryHistory({ initialEntries: ['/extendedsearch?q=source%3Aweb&rangetype=relative&relative=60'] });
    const wrapper = mount(<Router history={history}><Route path="/extendedsearch" component={ExtendedSearchPage} /></Router>);
    expect(history.location.pathname).toBe('/search');
    expect(history.location.search).toBe('?q=source%3Aweb&rangetype=relative&relative=60');
    wrapper.unmount();
  });
});
