import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { addressBookOf, regionOfProvinceCode } from '../../demo/kit/thaiAddresses';

const backend = demoBackendForFile({ signInAs: 'admin' });

const list = (resource: string, filter: Record<string, unknown>) =>
  backend.dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

describe('the address cascade (master data)', () => {
  it('asks for the provinces of a region with GET MasterData/Provinces?regionId&languageCode=TH', async () => {
    const { data } = await list('provinces', { RegionId: 1 });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Provinces');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ regionId: '1', languageCode: 'TH' });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    const names = data.map((province) => province.ProvinceName);
    expect(names).toContain('เชียงใหม่');
    expect(names).not.toContain('ภูเก็ต');
  });

  it('all 77 provinces, each in one of the six regions', async () => {
    const { data } = await list('provinces', {});
    expect(data).toHaveLength(77);
    expect(data.find((province) => province.ProvinceName === 'กรุงเทพมหานคร')).toMatchObject({
      ProvinceId: 10,
      RegionId: 3,
    });
    expect(new Set(data.map((province) => province.RegionId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('files Bueng Kan under its official geocode 38 in the north-east, its districts numbered without clashes', async () => {
    const { data: provinces } = await list('provinces', {});
    expect(provinces.find((province) => province.ProvinceName === 'บึงกาฬ')).toMatchObject({
      ProvinceId: 38,
      RegionId: 2,
    });
    const { data } = await list('districts', { ProvinceId: 38 });
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((district) => district.id)).size).toBe(data.length);
    expect(data.every((district) => Math.floor(Number(district.DistrictId) / 100) === 38)).toBe(true);
  });

  it('asks for the districts of a province with GET MasterData/Districts?provinceId', async () => {
    const { data } = await list('districts', { ProvinceId: 83 });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Districts');
    expect(request.url.searchParams.get('provinceId')).toBe('83');
    expect(data.map((district) => district.DistrictName).sort()).toEqual(['กะทู้', 'ถลาง', 'เมืองภูเก็ต'].sort());
  });

  it('asks for the sub-districts of a district with GET MasterData/SubDistricts?districtId, zip codes included', async () => {
    const { data: districts } = await list('districts', { ProvinceId: 83 });
    const town = districts.find((district) => district.DistrictName === 'เมืองภูเก็ต')!;
    const { data } = await list('sub-districts', { DistrictId: town.DistrictId });
    expect(backend.lastRequest().url.searchParams.get('districtId')).toBe(String(town.DistrictId));
    expect(data.find((subDistrict) => subDistrict.SubDistrictName === 'ตลาดใหญ่')).toMatchObject({
      ZipCode: '83000',
    });
    expect(data.every((subDistrict) => /^\d{5}$/.test(String(subDistrict.ZipCode)))).toBe(true);
  });
});

describe('the address book made from the package', () => {
  it('files each province under its region by the first digit of its geocode', () => {
    expect(regionOfProvinceCode('10')).toBe(3); // กรุงเทพมหานคร: ภาคกลาง
    expect(regionOfProvinceCode('50')).toBe(1); // เชียงใหม่: ภาคเหนือ
    expect(regionOfProvinceCode('40')).toBe(2); // ขอนแก่น: ภาคตะวันออกเฉียงเหนือ
    expect(regionOfProvinceCode('20')).toBe(4); // ชลบุรี: ภาคตะวันออก
    expect(regionOfProvinceCode('71')).toBe(5); // กาญจนบุรี: ภาคตะวันตก
    expect(regionOfProvinceCode('83')).toBe(6); // ภูเก็ต: ภาคใต้
  });

  it('keeps each place once, and numbers a place without a geocode from 81 within its parent', () => {
    const book = addressBookOf([
      {
        province: 'ภูเก็ต',
        district: 'กะทู้',
        sub_district: 'ป่าตอง',
        postal_code: '83150',
        province_code: '83',
        district_code: '8302',
        sub_district_code: '830202',
      },
      {
        province: 'ภูเก็ต',
        district: 'กะทู้',
        sub_district: 'กะทู้',
        postal_code: '83120',
        province_code: '83',
        district_code: '8302',
        sub_district_code: '830201',
      },
      {
        province: 'ภูเก็ต',
        district: 'กะทู้',
        sub_district: 'เกาะร้าง',
        postal_code: '',
        province_code: '83',
        district_code: '8302',
      },
    ]);
    expect(book.provinces).toEqual([{ ProvinceId: 83, ProvinceName: 'ภูเก็ต', RegionId: 6 }]);
    expect(book.districts).toEqual([{ DistrictId: 8302, DistrictName: 'กะทู้', ProvinceId: 83 }]);
    expect(book.subDistricts).toEqual([
      { SubDistrictId: 830201, SubDistrictName: 'กะทู้', DistrictId: 8302, ZipCode: '83120' },
      { SubDistrictId: 830202, SubDistrictName: 'ป่าตอง', DistrictId: 8302, ZipCode: '83150' },
      { SubDistrictId: 830281, SubDistrictName: 'เกาะร้าง', DistrictId: 8302, ZipCode: '' },
    ]);
  });
});
