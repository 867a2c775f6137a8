// The part of Reflux this console uses, typed once. Stores and actions are built through the typed
// factories in stores/StoreTypes.ts, so no other module touches these loose signatures.
declare module 'reflux' {
  type Unsubscribe = () => void;
  type Callback = (...args: never[]) => unknown;

  interface RawAction {
    (...args: Array<unknown>): void;
    listen(callback: Callback, bindContext?: unknown): Unsubscribe;
  }

  interface RawStore {
    listen(callback: Callback, bindContext?: unknown): Unsubscribe;
    trigger(...args: Array<unknown>): void;
  }

  export function createAction(definition: { actionName: string, sync: boolean }): RawAction;
  export function createStore<S>(definition: object): S & RawStore;

  const Reflux: {
    createAction: typeof createAction,
    createStore: typeof createStore,
  };
  export default Reflux;
}
