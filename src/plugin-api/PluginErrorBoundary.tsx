// Every plugin component renders inside this boundary, so a failing plugin costs only its own part of the
// page and the message says which plugin to blame.
import React from 'react';

import { pluginNameOf } from './PluginStore';

type Props = {
  /** The plugin whose component renders inside, named in the error message. */
  pluginName: string,
  children?: React.ReactNode,
};

type State = {
  error: Error | undefined,
};

const messageOf = (error: unknown): string => {
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
};

/** Catches what a plugin component throws while rendering and shows it, naming the plugin, as text. */
export class PluginErrorBoundary extends React.Component<Props, State> {
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(messageOf(error)) };
  }

  constructor(props: Props) {
    super(props);
    this.state = { error: undefined };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    const { pluginName } = this.props;
    // eslint-disable-next-line no-console
    console.error(`[plugins] plugin "${pluginName}" failed to render`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const { pluginName, children } = this.props;
    if (error) {
      return (
        <div className="alert alert-danger plugin-error" role="alert">
          {`The plugin ${pluginName} failed to render this part: ${error.message}`}
        </div>
      );
    }
    return children ?? null;
  }
}

/** Shown for an entry that no plugin registered (core rendering something by hand). */
export const UNKNOWN_PLUGIN_NAME = 'unknown';

// One wrapper per (plugin, component), so that re-rendering a consumer never remounts the plugin's component.
const wrappers = new WeakMap<object, Map<string, unknown>>();

/**
 * `Component` rendered inside a `PluginErrorBoundary` naming `pluginName`. The same arguments always give
 * the same wrapper component.
 */
export const wrapPluginComponent = <P extends object>(pluginName: string, Component: React.ComponentType<P>): React.ComponentType<P> => {
  const byName = wrappers.get(Component) ?? new Map<string, unknown>();
  wrappers.set(Component, byName);
  const existing = byName.get(pluginName) as React.ComponentType<P> | undefined;
  if (existing) {
    return existing;
  }
  const Wrapped = (props: P) => (
    <PluginErrorBoundary pluginName={pluginName}>
      <Component {...props} />
    </PluginErrorBoundary>
  );
  Wrapped.displayName = `Plugin(${pluginName}, ${Component.displayName ?? Component.name ?? 'Component'})`;
  byName.set(pluginName, Wrapped);
  return Wrapped;
};

/**
 * `Component` of a registered `entry` (a route, a navigation item, ...) inside a boundary naming the
 * plugin that contributed the entry: `wrapEntryComponent(route, route.component)`.
 */
export const wrapEntryComponent = <P extends object>(entry: object, Component: React.ComponentType<P>): React.ComponentType<P> => (
  wrapPluginComponent(pluginNameOf(entry) ?? UNKNOWN_PLUGIN_NAME, Component)
);

export default PluginErrorBoundary;
