import React from 'react';

import Spinner from '@/components/common/Spinner';
import { wrapEntryComponent } from '@/plugin-api/PluginErrorBoundary';

type Props<P extends object> = {
  /** The registration (core's or a plugin's) the component belongs to: a failure names its plugin. */
  entry: object,
  component: React.ComponentType<P>,
  props: P,
  loadingText: string,
};

/** A registered type's component: loaded on demand, and a failure costs only its own part of the page. */
const RegisteredComponent = <P extends object>({ entry, component, props, loadingText }: Props<P>) => {
  const Wrapped = wrapEntryComponent(entry, component);
  return (
    <React.Suspense fallback={<Spinner text={loadingText} />}>
      <Wrapped {...props} />
    </React.Suspense>
  );
};

export default RegisteredComponent;
