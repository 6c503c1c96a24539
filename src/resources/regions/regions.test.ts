import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import {
  cleanName,
  nameProblem,
  nameTaken,
  writeFailureText,
} from '../shared/domain/masterData/masterDataRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('regions (MasterData/Regions on the supplier service)', () => {
  it('lists with countryCode and languageCode TH', async () => {
    const { data } = await backend.dataProvider.getList('regions', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'RegionId', order: 'ASC' },
      filter: {},
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Regions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ countryCode: 'TH', languageCode: 'TH' });
    expect(data.map((region) => region.RegionName)).toContain('ภาคตะวันออกเฉียงเหนือ');
  });

  it('creates with POST and RegionName only; the demo refuses a name it has', async () => {
    const { data } = await backend.dataProvider.create('regions', { data: { RegionName: 'ภาคทดสอบ' } });
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Regions');
    expect(JSON.parse(request.body)).toEqual({ RegionName: 'ภาคทดสอบ' });
    expect(data).toMatchObject({ RegionId: 7, RegionName: 'ภาคทดสอบ' });
    await expect(
      backend.dataProvider.create('regions', { data: { RegionName: 'ภาคทดสอบ' } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('adds a province to a region and renames it (assumed POST and PUT MasterData/Provinces)', async () => {
    const { data } = await backend.dataProvider.create('provinces', {
      data: { ProvinceName: 'จังหวัดใหม่', RegionId: 6 },
    });
    expect(JSON.parse(backend.lastRequest().body)).toEqual({ ProvinceName: 'จังหวัดใหม่', RegionId: 6 });
    await backend.dataProvider.update('provinces', {
      id: data.id,
      data: { ...data, ProvinceName: 'จังหวัดใหม่กว่า' },
      previousData: data,
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Provinces');
    expect(JSON.parse(request.body)).toEqual({
      ProvinceId: Number(data.id),
      ProvinceName: 'จังหวัดใหม่กว่า',
      RegionId: 6,
    });
  });

  it('lets a sub-district name repeat in another district, not in the same one', async () => {
    const [first] = backend.store.collection('sub-districts');
    const create = (DistrictId: unknown) =>
      backend.dataProvider.create('sub-districts', {
        data: { SubDistrictName: first!.SubDistrictName, DistrictId },
      });
    await expect(create(first!.DistrictId)).rejects.toMatchObject({ status: 409 });
    const other = backend.store
      .collection('sub-districts')
      .find((row) => row.DistrictId !== first!.DistrictId)!;
    await expect(create(other.DistrictId)).resolves.toBeTruthy();
  });
});

describe('master-data rules', () => {
  it('cleans and checks names', () => {
    expect(cleanName('  ภาค   ใหม่ ')).toBe('ภาค ใหม่');
    expect(nameProblem('   ')).toBe('ra.validation.required');
    expect(nameProblem('ก'.repeat(101))).toBe('app.master_data.name_too_long');
    expect(nameProblem('ภาคใต้')).toBeUndefined();
    const rows = [{ id: 1, Name: 'ภาคใต้' }];
    expect(nameTaken(rows, 'Name', ' ภาคใต้ ')).toBe(true);
    expect(nameTaken(rows, 'Name', 'ภาคใต้', 1)).toBe(false);
  });

  it('words a failed write as the old app did for regions', () => {
    expect(writeFailureText(new HttpError('x', 409))).toEqual({
      key: 'app.master_data.status_failure',
      args: { status: '409 Conflict' },
    });
    expect(writeFailureText(new HttpError('app.error.network', 0))).toEqual({
      key: 'app.master_data.no_response',
    });
    expect(writeFailureText(new Error('boom'))).toEqual({
      key: 'app.master_data.other_failure',
      args: { message: 'boom' },
    });
  });
});
