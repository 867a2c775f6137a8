import { IndexStrategiesActions } from '@/stores/indices/IndexStrategiesStore';

import type { Strategies } from './indexSetFormValues';

/** Both lists of strategies the index set form offers (each failure toasted by the store). */
const loadStrategies = (): Promise<Strategies> => Promise.all([IndexStrategiesActions.list('rotation'), IndexStrategiesActions.list('retention')])
  .then(([rotation, retention]) => ({ rotation, retention }));

export default loadStrategies;
