import { createActions, createStore } from './StoreTypes';

type CounterActions = {
  add: (amount: number) => Promise<number>,
  fail: () => Promise<void>,
};

const makeCounter = () => {
  const Actions = createActions<CounterActions>(['add', 'fail']);
  const deferred: Array<(value: number) => void> = [];
  const Store = createStore({
    listenables: [Actions],
    state: { total: 0 },
    add(_amount: number) {
      const promise = new Promise<number>((resolve) => { deferred.push(resolve); }).then((value) => {
        this.setState({ total: this.state.total + value });
        return value;
      });
      Actions.add.promise(promise);
    },
    fail() {
      Actions.fail.promise(Promise.reject(new Error('refused')));
    },
  });
  return { Actions, Store, deferred };
};

describe('StoreTypes', () => {
  it('gives each call the promise of its own request, even when calls overlap', async () => {
    const { Actions, deferred } = makeCounter();
    const first = Actions.add(1);
    const second = Actions.add(2);
    deferred[1](20);
    deferred[0](10);
    await expect(first).resolves.toBe(10);
    await expect(second).resolves.toBe(20);
  });

  it('replaces the state and triggers exactly once per change', async () => {
    const { Actions, Store, deferred } = makeCounter();
    const before = Store.getInitialState();
    const listener = jest.fn();
    Store.listen(listener, null);
    const call = Actions.add(5);
    deferred[0](5);
    await call;
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ total: 5 });
    expect(before).toEqual({ total: 0 });
    expect(Store.getInitialState()).toBe(Store.getInitialState());
  });

  it('rejects the call and notifies failed listeners when the store fails', async () => {
    const { Actions } = makeCounter();
    const failed = jest.fn();
    Actions.fail.failed.listen(failed);
    await expect(Actions.fail()).rejects.toThrow('refused');
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('notifies completed listeners with the result', async () => {
    const { Actions, deferred } = makeCounter();
    const completed = jest.fn();
    Actions.add.completed.listen(completed);
    const call = Actions.add(1);
    deferred[0](7);
    await call;
    expect(completed).toHaveBeenCalledWith(7);
  });
});
