import { useEffect, useState } from 'react';

import type { FunctionDescriptor } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';

export type RuleFunctionsState = { functions: Array<FunctionDescriptor>, failed: boolean };

/** The functions rules may call (loaded once per console), for completion; `failed` when they could not be loaded. */
const useRuleFunctions = (): RuleFunctionsState => {
  const [state, setState] = useState<RuleFunctionsState>({ functions: [], failed: false });
  useEffect(() => {
    let active = true;
    RulesActions.functions().then(
      (functions) => { if (active) setState({ functions, failed: false }); },
      () => { if (active) setState({ functions: [], failed: true }); },
    );
    return () => { active = false; };
  }, []);
  return state;
};

export default useRuleFunctions;
