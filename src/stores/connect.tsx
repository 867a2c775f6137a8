// The two ways a component subscribes to stores: `useStore` in function components, `connect` for classes.
import React, { useEffect, useRef, useState } from 'react';

import type { Store } from './StoreTypes';

const identity = <T, >(value: T) => value;

/**
 * The state of `store`, or what `mapper` makes of it; re-renders when the store triggers.
 * Subscribes in an effect keyed on the store and reads the state again right after subscribing,
 * because a store may have changed between render and subscription.
 */
export function useStore<State>(store: Store<State>): State;
export function useStore<State, Mapped>(store: Store<State>, mapper: (state: State) => Mapped): Mapped;
export function useStore<State, Mapped>(store: Store<State>, mapper?: (state: State) => Mapped): State | Mapped {
  const map = (mapper ?? identity) as (state: State) => State | Mapped;
  const mapperRef = useRef(map);
  mapperRef.current = map;
  const [value, setValue] = useState(() => map(store.getInitialState()));

  useEffect(() => {
    const update = (state: State) => setValue(() => mapperRef.current(state));
    const unsubscribe = store.listen(update, null);
    update(store.getInitialState());
    return () => { unsubscribe(); };
  }, [store]);

  return value;
}

type StoreMap = { [key: string]: Store<unknown> };
type StatesOf<Stores extends StoreMap> = { [K in keyof Stores]: Stores[K] extends Store<infer S> ? S : never };

/** A subscription to one store, rendered as a component so that hooks stay out of class components. */
const Subscribe = <Stores extends StoreMap, >({ stores, children }: {
  stores: Stores,
  children: (states: StatesOf<Stores>) => React.ReactElement,
}) => {
  const keys = Object.keys(stores) as Array<keyof Stores & string>;
  const states = {} as StatesOf<Stores>;
  keys.forEach((key) => {
    // The set of keys is fixed for a connected component, so the hook order never changes.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    states[key] = useStore(stores[key]) as StatesOf<Stores>[typeof key];
  });
  return children(states);
};

/**
 * Wraps a (class) component so that it receives the states of `stores` as props, under the same keys,
 * or as `mapProps` turns them into props.
 */
export function connect<Props extends object, Stores extends StoreMap, Injected extends Partial<Props>>(
  Component: React.ComponentType<Props>,
  stores: Stores,
  mapProps: (states: StatesOf<Stores>) => Injected,
): React.ComponentType<Omit<Props, keyof Injected>> {
  const Connected = (props: Omit<Props, keyof Injected>) => (
    <Subscribe stores={stores}>
      {(states) => <Component {...(props as Props)} {...mapProps(states)} />}
    </Subscribe>
  );
  Connected.displayName = `Connected(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Connected;
}
