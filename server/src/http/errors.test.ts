// The API's error handler: a user's query stopped at its time limit is a 400 saying so, whichever route
// ran it, never a 500.
import { ADMIN, makeTestApi } from '../../test/helpers';
import { searchTooSlowMessage, runWithTimeLimit } from '../search/searchTime';
import { registerRoutes, route } from './routes';

it('answers a query stopped at its time limit with 400 and the search limit message', async () => {
  const { app } = await makeTestApi((api) => {
    registerRoutes(api, [
      route({
        method: 'GET',
        url: '/slow',
        auth: 'authenticated',
        // A backtracking pattern a user could write, stopped by the watchdog after 50 ms.
        handler: () => ({ matched: runWithTimeLimit(true, () => /(a+)+b/.test(`${'a'.repeat(40)}!`), 50) }),
      }),
    ]);
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/slow', headers: ADMIN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'ApiError', message: searchTooSlowMessage(50) });
  } finally {
    await app.close();
  }
});
