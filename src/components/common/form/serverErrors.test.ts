import { FetchError } from '@/logic/errors/FetchError';

import { placeServerError, reasonSentence, UNSAVED_WHILE_UNREACHABLE } from './serverErrors';

describe('placeServerError', () => {
  it('puts reasons under known fields as sentences and the rest in the form alert', () => {
    const error = new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'User jane already exists', failed: true, errors: { username: ['is already taken'], shoe_size: ['is not a known field'] },
    });
    expect(placeServerError(error, ['username', 'email'])).toEqual({
      fieldErrors: { username: 'This value is already taken.' },
      formError: 'shoe_size: is not a known field',
    });
  });

  it('shows a message-only refusal in the form alert', () => {
    expect(placeServerError(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not authorized' }), ['username']))
      .toEqual({ fieldErrors: {}, formError: 'Not authorized' });
  });

  it('says plainly that nothing was saved when the server did not answer, without the transport\'s wording', () => {
    const unanswered = new FetchError('Request has been terminated Possible causes: the network is offline', undefined, undefined);
    expect(placeServerError(unanswered, ['username'])).toEqual({ fieldErrors: {}, formError: UNSAVED_WHILE_UNREACHABLE });
  });
});

describe('reasonSentence', () => {
  it.each([
    ['is too common', 'This value is too common.'],
    ['must be string', 'This value must be string.'],
    ['Passwords must differ.', 'Passwords must differ.'],
    ['Unknown role: Wizard', 'Unknown role: Wizard.'],
  ])('%s -> %s', (reason, sentence) => {
    expect(reasonSentence(reason)).toBe(sentence);
  });
});
