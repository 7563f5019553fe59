import { CursorPermits } from './cursor-permits';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('CursorPermits', () => {
  it('hands out its permits, then makes the next wait until one is given back, in order', async () => {
    const permits = new CursorPermits(2);
    const first = await permits.acquire();
    await permits.acquire();
    const order: string[] = [];
    const third = permits.acquire().then((giveBack) => (order.push('third'), giveBack));
    const fourth = permits.acquire().then((giveBack) => (order.push('fourth'), giveBack));
    await settled();
    expect(order).toEqual([]);
    first();
    first(); // a second call gives nothing back
    await settled();
    expect(order).toEqual(['third']);
    (await third)();
    await settled();
    expect(order).toEqual(['third', 'fourth']);
    (await fourth)();
  });
});
