import React, { useState } from 'react';
import { Form } from 'react-bootstrap';

import type { RuleMetricsConfig } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';

type Props = {
  /** The current configuration; undefined while it loads or when it could not be loaded. */
  config: RuleMetricsConfig | undefined,
  onChange: (config: RuleMetricsConfig) => void,
  /** The user may change it. */
  mayChange: boolean,
};

/** Switches rule metrics on and off for the whole cluster; the store toasts the outcome. */
const RuleMetricsSwitch = ({ config, onChange, mayChange }: Props) => {
  const [saving, setSaving] = useState(false);
  const toggle = (enabled: boolean) => {
    setSaving(true);
    RulesActions.updateMetricsConfig({ metrics_enabled: enabled }).then((saved) => {
      setSaving(false);
      onChange(saved);
    }, () => setSaving(false));
  };
  return (
    <div className="mb-3">
      <Form.Check type="switch" id="rule-metrics-switch" label="Rule metrics" checked={config?.metrics_enabled ?? false}
                  disabled={!config || !mayChange || saving} onChange={(event) => toggle(event.target.checked)}
                  aria-describedby="rule-metrics-help" />
      <div id="rule-metrics-help" className="form-text mt-0">
        {config?.metrics_enabled
          ? 'Each rule counts its evaluations, matches, non-matches and errors. Switch off when done: counting slows processing down.'
          : 'Counts each rule\'s evaluations, matches, non-matches and errors. Only for finding a problem: counting slows processing down.'}
      </div>
    </div>
  );
};

export default RuleMetricsSwitch;
