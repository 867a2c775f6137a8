// The one browser history of the console: the router renders from it, and non-component code
// (the plain-text fetch's redirect, logout) navigates with it.
import { createBrowserHistory } from 'history';

export const history = createBrowserHistory();

export default history;
