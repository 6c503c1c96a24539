import { describe, expect, it } from 'vitest';
import { DemoStore, memoryPersistence, type Persistence } from '../../src/demo/store';

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

  it('with the build seed version, opens kept data without generating the seeds again; a new build checks them', async () => {
    const persistence = memoryPersistence();
    const made = countingSeeds([{ id: 1, name: 'ชิ้น' }]);
    const first = await DemoStore.open(persistence, made.seeds, 'v1');
    first.collection('units');
    await first.flush();
    expect(made.calls.units).toBe(1);

    const again = countingSeeds([{ id: 1, name: 'ชิ้น' }]);
    const reopened = await DemoStore.open(persistence, again.seeds, 'v1');
    expect(again.calls.units).toBe(0);
    expect(reopened.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);

    const newBuild = countingSeeds([{ id: 1, name: 'ขวด' }]);
    const rebuilt = await DemoStore.open(persistence, newBuild.seeds, 'v2');
    expect(rebuilt.collection('units')).toEqual([{ id: 1, name: 'ขวด' }]);
    expect(newBuild.calls.units).toBe(1);
  });

  it('makes a collection from its seed only when it is first asked for', async () => {
    const made = countingSeeds([{ id: 1, name: 'ชิ้น' }]);
    const store = await DemoStore.open(memoryPersistence(), made.seeds, 'v1');
    expect(made.calls.units).toBe(0);
    expect(store.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);
    store.collection('units');
    expect(made.calls.units).toBe(1);
    expect(store.collection('nobody-seeds-this')).toEqual([]);
  });

  it('writes only the parts a session touched: signing in does not write the collections back', async () => {
    const written: string[][] = [];
    const memory = memoryPersistence();
    const spy: Persistence = {
      ...memory,
      save: (parts) => (written.push([...parts.keys()]), memory.save(parts)),
    };
    const store = await DemoStore.open(
      spy,
      { ...countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds, boxes: () => [] },
      'v1',
    );
    store.collection('units');
    await store.flush();
    expect(written.pop()).toEqual(['meta', 'collection:units']);

    store.data.sessions.token = 'user-1';
    await store.flush();
    expect(written.pop()).toEqual(['meta']);

    store.data.uploads.push({ UploadId: 1, FileName: 'a.png', ContentType: 'image/png', Base64: '' });
    await store.flush();
    expect(written.pop()).toEqual(['meta', 'uploads']);

    const reopened = await DemoStore.open(memory, { units: () => [] }, 'v1');
    expect(reopened.data.sessions).toEqual({ token: 'user-1' });
    expect(reopened.data.uploads).toHaveLength(1);
    expect(reopened.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);
  });

  it('settles a change waiting to be kept at once, and writes nothing when none waits', async () => {
    const written: string[][] = [];
    const memory = memoryPersistence();
    const spy: Persistence = {
      ...memory,
      save: (parts) => (written.push([...parts.keys()]), memory.save(parts)),
    };
    const store = await DemoStore.open(spy, countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds, 'v1');
    await store.settle();
    expect(written).toEqual([]);

    store.change(() => store.collection('units').push({ id: 2, name: 'กล่อง' }));
    await store.settle();
    expect(written).toEqual([['meta', 'collection:units']]);
    const reopened = await DemoStore.open(memory, { units: () => [] }, 'v1');
    expect(reopened.collection('units')).toHaveLength(2);

    // Kept already: the timer that was waiting writes nothing more.
    await new Promise((resolve) => setTimeout(resolve, 80));
    await store.settle();
    expect(written).toHaveLength(1);
  });

  it('resets to the seed, keeping who is signed in', async () => {
    const store = await DemoStore.open(memoryPersistence(), countingSeeds([{ id: 1, name: 'ชิ้น' }]).seeds);
    store.data.sessions.token = 'user-1';
    store.collection('units').length = 0;
    await store.reset();
    expect(store.collection('units')).toEqual([{ id: 1, name: 'ชิ้น' }]);
    expect(store.data.sessions).toEqual({ token: 'user-1' });
  });

  it('keeps a big collection as its changes only, applied again to the same seed and dropped for another', async () => {
    const memory = memoryPersistence();
    const seed = () => Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, status: 'WAITING' }));
    let day = '2026-11-23';
    const asChanges = { payouts: { idField: 'id', seedKey: () => day } };
    const first = await DemoStore.open(memory, { payouts: seed }, 'v1', asChanges);
    first.change(() => {
      const rows = first.collection<{ id: number; status: string }>('payouts');
      rows[4].status = 'APPROVED';
      rows.splice(9, 1);
      rows.push({ id: 5000, status: 'NEW' });
    });
    await first.settle();
    const kept = (await memory.loadAll()).get('collection:payouts');
    expect(kept).toEqual({
      changesOf: 'v1|2026-11-23',
      changed: [
        { id: 5, status: 'APPROVED' },
        { id: 5000, status: 'NEW' },
      ],
      removed: ['10'],
    });

    const reopened = await DemoStore.open(memory, { payouts: seed }, 'v1', asChanges);
    const rows = reopened.collection<{ id: number; status: string }>('payouts');
    expect(rows).toHaveLength(1000);
    expect(rows.find((row) => row.id === 5)?.status).toBe('APPROVED');
    expect(rows.some((row) => row.id === 10)).toBe(false);
    expect(rows.some((row) => row.id === 5000)).toBe(true);

    day = '2026-11-24';
    const nextDay = await DemoStore.open(memory, { payouts: seed }, 'v1', asChanges);
    expect(nextDay.collection('payouts')).toEqual(seed());
  });
});
