import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../src/api/http';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { defineResource, everySignedInUser } from '../../src/registry/definition';

const texts = (th: string, en: string) => ({
  th: async () => ({ default: { name: th } }),
  en: async () => ({ default: { name: en } }),
});

describe("a resource's texts", () => {
  it('come when the signed-in shell asks for them, in the language in use and in one chosen later', async () => {
    const i18n = createI18nProvider([
      defineResource({ name: 'crates', access: everySignedInUser(), texts: texts('ลัง', 'Crate') }),
    ]);
    expect(i18n.translate('resources.crates.name', { _: 'crates' })).toBe('crates');
    expect(i18n.translate('ra.action.save')).toBe('บันทึก');

    await i18n.loadResourceTexts();
    expect(i18n.translate('resources.crates.name')).toBe('ลัง');

    await i18n.changeLocale('en');
    expect(i18n.translate('resources.crates.name')).toBe('Crate');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it('are asked for again after a failed download', async () => {
    let attempts = 0;
    const i18n = createI18nProvider([
      defineResource({
        name: 'crates',
        access: everySignedInUser(),
        texts: {
          th: async () => {
            attempts += 1;
            if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
            return { default: { name: 'ลัง' } };
          },
          en: async () => ({ default: { name: 'Crate' } }),
        },
      }),
    ]);
    await expect(i18n.loadResourceTexts()).rejects.toThrow(/dynamically imported/);
    await i18n.loadResourceTexts();
    expect(i18n.translate('resources.crates.name')).toBe('ลัง');
  });
});

describe("a resource's data description", () => {
  const params = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
  };
  /** A provider of one resource whose description fails to load `failures` times, counting loads. */
  function cratesProvider(failures: number, loadDescriptionsNow = false) {
    const counted = { loads: 0, requests: 0 };
    const dataProvider = createDataProvider(
      [
        defineResource({
          name: 'crates',
          access: everySignedInUser(),
          data: async () => {
            counted.loads += 1;
            if (counted.loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
            return { service: 'product', idField: 'CrateId', getList: { path: 'Crates' } };
          },
        }),
      ],
      {
        http: {
          request: async () => {
            counted.requests += 1;
            return { Data: [{ CrateId: 7 }, { CrateId: 8 }] };
          },
        } as unknown as HttpClient,
        loadDescriptionsNow,
      },
    );
    return { dataProvider, counted };
  }

  it('loads with its first call, once', async () => {
    const { dataProvider, counted } = cratesProvider(0);
    expect(counted.loads).toBe(0);
    const first = await dataProvider.getList('crates', params);
    await dataProvider.getList('crates', params);
    expect(first.data.map((record) => record.id)).toEqual([7, 8]);
    expect(counted.loads).toBe(1);
  });

  it('on a signed-in page, loads at once, before any call, and still once', async () => {
    const { dataProvider, counted } = cratesProvider(0, true);
    expect(counted.loads).toBe(1);
    await dataProvider.getList('crates', params);
    expect(counted.loads).toBe(1);
  });

  it('once loaded, sends a call in the same turn (a page makes its first calls while it draws)', async () => {
    const { dataProvider, counted } = cratesProvider(0, true);
    await new Promise((settled) => setTimeout(settled));
    const pending = dataProvider.getList('crates', params);
    expect(counted.requests).toBe(1);
    await expect(pending).resolves.toMatchObject({ total: 2 });
  });

  it('loaded at once but failing, is loaded again by the first call', async () => {
    const { dataProvider, counted } = cratesProvider(1, true);
    await new Promise((settled) => setTimeout(settled));
    await expect(dataProvider.getList('crates', params)).resolves.toMatchObject({ total: 2 });
    expect(counted.loads).toBe(2);
  });

  it('is loaded again by the next call after a failed download', async () => {
    const { dataProvider } = cratesProvider(1);
    await expect(dataProvider.getList('crates', params)).rejects.toThrow(/dynamically imported/);
    await expect(dataProvider.getList('crates', params)).resolves.toMatchObject({ total: 2 });
  });
});
