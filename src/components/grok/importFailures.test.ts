import { FetchError } from '@/logic/errors/FetchError';

import { importFailureReasons } from './importFailures';

describe('importFailureReasons', () => {
  it('splits Graylog\'s message into its lines and adds validation errors', () => {
    const error = new FetchError('Bad Request', 400, {
      message: 'Invalid pattern. Did not save any patterns\nIllegal repetition near index 3',
      validation_errors: { _: [{ error: 'Grok pattern WORD already exists' }] },
    });
    expect(importFailureReasons(error)).toEqual([
      'Invalid pattern. Did not save any patterns', 'Illegal repetition near index 3', 'Grok pattern WORD already exists',
    ]);
  });

  it('names the field of a reason, unless the message already says it', () => {
    const error = new FetchError('Bad Request', 400, {
      message: 'Line 2: no pattern after the name', errors: { patterns: ['Line 2: no pattern after the name'], line_3: ['unknown pattern FOO'] },
    });
    expect(importFailureReasons(error)).toEqual(['Line 2: no pattern after the name', 'line_3: unknown pattern FOO']);
  });

  it('falls back to the failure itself', () => {
    expect(importFailureReasons(new FetchError('Bad Request', 400, undefined))).toEqual([expect.stringContaining('Bad Request')]);
  });
});

describe('importFailureReasons of a summing-up message', () => {
  it('lists each problem of "lead: problem; problem" on its own', () => {
    const error = new FetchError('Bad Request', 400, {
      message: 'Did not save any grok patterns: line 2: expected a name, a space and the pattern; line 3 (BROKEN): Unknown pattern NOPE',
    });
    expect(importFailureReasons(error)).toEqual([
      'Did not save any grok patterns:', 'line 2: expected a name, a space and the pattern', 'line 3 (BROKEN): Unknown pattern NOPE',
    ]);
  });
});
