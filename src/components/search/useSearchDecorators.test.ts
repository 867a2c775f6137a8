import { applicableDecorators } from './useSearchDecorators';
import { decoratorFixture } from 'fixtures/viewsFixtures';

describe('applicableDecorators', () => {
  const everywhere = decoratorFixture({ id: 'all', stream: null, order: 1 });
  const web = decoratorFixture({ id: 'web', stream: 's-web', order: 2 });
  const db = decoratorFixture({ id: 'db', stream: 's-db', order: 3 });

  it('sends the decorators without a stream to a search over all streams', () => {
    expect(applicableDecorators([everywhere, web, db], undefined).map((decorator) => decorator.id)).toEqual(['all']);
  });

  it('sends only the decorators of the stream to a search in that stream, as the decorators page says', () => {
    expect(applicableDecorators([everywhere, web, db], 's-web').map((decorator) => decorator.id)).toEqual(['web']);
  });
});
