import { describe, expect, it } from 'vitest';
import { DemoStore, memoryPersistence } from '../../src/demo/store';

/** Seeds that count how often they are generated. */
function countingSeeds(rows: { id: number; name: string }[]) {
  const calls = { units: 0 };
  return {
    calls,
    seeds: {
      units: () => {
        calls.units += 1;
        return rows;
      },
    },
  };
}

describe('the demo store', () => {
  it('keeps edits across opens while the seed is the same, and reseeds a changed seed by itself', async () => {
    const persistence = memoryPersistence();
    const first = await DemoStore.open(persistence, countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds);
    first.collection('units').push({ id: 2, name: 'กล่อง' });
    await first.flush();

    const same = await DemoStore.open(persistence, countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds);
    expect(same.collection('units')).toHaveLength(2);

    const changed = await DemoStore.open(persistence, countingSeeds([{ id: 1, name: 'ขวด' }]).seeds);
    expect(changed.collection('units')).toEqual([{ id: 1, name: 'ขวด' }]);
  });

  it('with the build seed version, opens kept data without generating the seeds again', async () => {
    const persistence = memoryPersistence();
    const made = countingSeeds([{ id: 1, name: 'ชิ้น' }]);
    const first = await DemoStore.open(persistence, made.seeds, 'v1');
    await first.flush();
    expect(made.calls.units).toBe(1);

    const again = countingSeeds([{ id: 1, name: 'ชิ้น' }]);
    const reopened = await DemoStore.open(persistence, again.seeds, 'v1');
    expect(again.calls.units).toBe(0);
    expect(reopened.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);

    const newBuild = countingSeeds([{ id: 1, name: 'ขวด' }]);
    const rebuilt = await DemoStore.open(persistence, newBuild.seeds, 'v2');
    expect(newBuild.calls.units).toBe(1);
    expect(rebuilt.collection('units')).toEqual([{ id: 1, name: 'ขวด' }]);
  });

  it('resets to the seed, keeping who is signed in', async () => {
    const store = await DemoStore.open(memoryPersistence(), countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds);
    store.data.sessions.token = 'user-1';
    store.collection('units').length = 0;
    await store.reset();
    expect(store.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);
    expect(store.data.sessions).toEqual({ token: 'user-1' });
  });
});
