// The Reflux typing kit: every store and every set of actions is created through these two factories,
// so a misspelt action, a wrong argument or a wrong state shape fails to compile.
import Reflux from 'reflux';

/** Anything an action may be called with; an action always answers with a promise. */
export type PromiseProvider = (...args: never[]) => Promise<unknown>;

type Unsubscribe = () => void;

/**
 * An action: call it like a function and get the promise of its outcome. Stores listen to it; plugins
 * may listen too (`listen`, `completed.listen`, `failed.listen`).
 */
export type ListenableAction<F extends PromiseProvider> = F & {
  /** Called by the store that handles the action, with the promise of its outcome. */
  promise: (promise: ReturnType<F>) => void,
  listen: (callback: (...args: Parameters<F>) => unknown, bindContext?: unknown) => Unsubscribe,
  completed: { listen: (callback: (result: Awaited<ReturnType<F>>) => unknown) => Unsubscribe },
  failed: { listen: (callback: (error: unknown) => unknown) => Unsubscribe },
};

export type RefluxActions<A extends { [name: string]: PromiseProvider }> = { [K in keyof A]: ListenableAction<A[K]> };

/** What a component or plugin may do with a store: read its state and subscribe to changes. */
export type Store<State> = {
  listen: (callback: (state: State) => unknown, bindContext?: unknown) => Unsubscribe,
  /** The current state; the same object until something changes. */
  getInitialState: () => State,
};

export type StoreState<S> = S extends Store<infer State> ? State : never;

const createAction = <F extends PromiseProvider>(name: string): ListenableAction<F> => {
  // Triggered synchronously, so the store's handler runs inside the call and hands its promise back
  // through `promise()`: each call gets the promise of its own request, even when calls overlap.
  const trigger = Reflux.createAction({ actionName: name, sync: true });
  const completed = Reflux.createAction({ actionName: `${name}.completed`, sync: true });
  const failed = Reflux.createAction({ actionName: `${name}.failed`, sync: true });
  let handedOver: Promise<unknown> | undefined;

  const call = (...args: Parameters<F>): Promise<unknown> => {
    handedOver = undefined;
    trigger(...args);
    const outcome = handedOver ?? Promise.resolve(undefined);
    handedOver = undefined;
    return outcome;
  };

  const extras = {
    promise: (promise: Promise<unknown>) => {
      handedOver = promise;
      promise.then((result) => completed(result), (error: unknown) => failed(error));
    },
    listen: (callback: (...args: Parameters<F>) => unknown, bindContext?: unknown) => trigger.listen(callback, bindContext),
    completed: { listen: (callback: (result: Awaited<ReturnType<F>>) => unknown) => completed.listen(callback) },
    failed: { listen: (callback: (error: unknown) => unknown) => failed.listen(callback) },
  };

  return Object.assign(call as F, extras);
};

/**
 * Creates one action per key. The type parameter lists each action's signature:
 * `createActions<{ list: () => Promise<Array<Stream>> }>(['list'])`.
 */
export const createActions = <A extends { [name: string]: PromiseProvider }>(names: Array<keyof A & string>): RefluxActions<A> => {
  const entries = names.map((name) => [name, createAction(name)]);
  return Object.fromEntries(entries);
};

/** What a store definition can use through `this`. */
export type StoreContext<State> = {
  state: State,
  /** Replaces the state and tells every listener, exactly once. */
  setState: (changes: Partial<State>) => void,
  trigger: (state: State) => void,
};

type StoreDefinition<State, Methods> = Methods & {
  /** The actions whose keys name this store's handler methods. */
  listenables?: Array<{ [name: string]: unknown }>,
  state: State,
} & ThisType<Methods & StoreContext<State>>;

/**
 * Creates a store. `state` is replaced, never mutated; `setState` merges changes into a new object and
 * triggers once. Methods named like an action in `listenables` handle that action.
 */
export const createStore = <State, Methods extends object>(definition: StoreDefinition<State, Methods>): Store<State> & Methods & StoreContext<State> => (
  Reflux.createStore<Store<State> & Methods & StoreContext<State>>({
    getInitialState(this: StoreContext<State>) {
      return this.state;
    },
    setState(this: StoreContext<State>, changes: Partial<State>) {
      this.state = { ...this.state, ...changes };
      this.trigger(this.state);
    },
    ...definition,
  })
);
