import { seedRegions } from './regions';

/** From `thai-address-universal`, never a hand-typed list; about 200 KB, so a demo declares `prepare: loadThaiAddresses`. */
export interface ProvinceWire {
  ProvinceId: number;
  ProvinceName: string;
  RegionId: number;
}
export interface DistrictWire {
  DistrictId: number;
  DistrictName: string;
  ProvinceId: number;
}
export interface SubDistrictWire {
  SubDistrictId: number;
  SubDistrictName: string;
  DistrictId: number;
  ZipCode: string;
}

export interface ThaiAddressBook {
  provinces: ProvinceWire[];
  districts: DistrictWire[];
  subDistricts: SubDistrictWire[];
}

export interface FullAddress {
  RegionId: number;
  RegionName: string;
  ProvinceId: number;
  ProvinceName: string;
  DistrictId: number;
  DistrictName: string;
  SubDistrictId: number;
  SubDistrictName: string;
  ZipCode: string;
}

/** The master data's regions (`seedRegions` ids), by the first digit of a province geocode. */
const REGION_OF_GEOCODE_DIGIT: Record<string, number> = {
  '1': 3, // ภาคกลาง
  '2': 4, // ภาคตะวันออก
  '3': 2, // ภาคตะวันออกเฉียงเหนือ
  '4': 2,
  '5': 1, // ภาคเหนือ
  '6': 1,
  '7': 5, // ภาคตะวันตก
  '8': 6, // ภาคใต้
  '9': 6,
};

export const regionOfProvinceCode = (code: string): number => REGION_OF_GEOCODE_DIGIT[code[0]] ?? 3;

interface PackageRow {
  province: string;
  district: string;
  sub_district: string;
  postal_code: string;
  province_code?: string;
  district_code?: string;
  sub_district_code?: string;
}

/** The package files Bueng Kan under a made-up '97' (the south); its geocode is 38 (north-east). */
const PROVINCE_CODE_FIXES: Record<string, string> = { '97': '38' };

/** Ids given where the package has no geocode: above any official number within the parent. */
const SYNTHETIC_START = 81;

/** Rows without a geocode get ids from 81 within their parent, where no official code lies. */
export function addressBookOf(rows: readonly PackageRow[]): ThaiAddressBook {
  const provinces = new Map<number, ProvinceWire>();
  const districts = new Map<string, DistrictWire>();
  const subDistricts = new Map<string, SubDistrictWire>();
  const synthetic = new Map<number, number>();
  const nextId = (parent: number) => {
    const next = synthetic.get(parent) ?? SYNTHETIC_START;
    synthetic.set(parent, next + 1);
    return parent * 100 + next;
  };
  for (const row of rows) {
    if (!row.province_code) continue;
    const provinceCode = PROVINCE_CODE_FIXES[row.province_code] ?? row.province_code;
    const ProvinceId = Number(provinceCode);
    if (!provinces.has(ProvinceId))
      provinces.set(ProvinceId, {
        ProvinceId,
        ProvinceName: row.province,
        RegionId: regionOfProvinceCode(provinceCode),
      });
    const districtKey = row.district_code || `${ProvinceId}/${row.district}`;
    let district = districts.get(districtKey);
    if (!district) {
      const DistrictId = row.district_code ? Number(row.district_code) : nextId(ProvinceId);
      district = { DistrictId, DistrictName: row.district, ProvinceId };
      districts.set(districtKey, district);
    }
    // One place per geocode: the package lists a few sub-districts twice, once per zip code.
    const subDistrictKey = row.sub_district_code || `${district.DistrictId}/${row.sub_district}`;
    if (!subDistricts.has(subDistrictKey))
      subDistricts.set(subDistrictKey, {
        SubDistrictId: row.sub_district_code ? Number(row.sub_district_code) : nextId(district.DistrictId),
        SubDistrictName: row.sub_district,
        DistrictId: district.DistrictId,
        ZipCode: row.postal_code,
      });
  }
  const byId = <T>(values: Iterable<T>, id: (value: T) => number) =>
    [...values].sort((a, b) => id(a) - id(b));
  return {
    provinces: byId(provinces.values(), (province) => province.ProvinceId),
    districts: byId(districts.values(), (district) => district.DistrictId),
    subDistricts: byId(subDistricts.values(), (subDistrict) => subDistrict.SubDistrictId),
  };
}

let loaded: ThaiAddressBook | undefined;
let loading: Promise<ThaiAddressBook> | undefined;

export function loadThaiAddresses(): Promise<ThaiAddressBook> {
  loading ??= (async () => {
    const addresses = await import('thai-address-universal');
    // The package fills in geocodes only once its database is open and geo mode is set on it.
    await addresses.searchAddressByProvince('', 1);
    await addresses.setGeoMode(true);
    loaded = addressBookOf(addresses.getDatabase());
    if (loaded.subDistricts.length === 0)
      throw new Error('thai-address-universal gave no geocoded addresses');
    return loaded;
  })();
  return loading;
}

/** The address book, once `loadThaiAddresses` has finished (a demo's `prepare`). */
export function thaiAddresses(): ThaiAddressBook {
  if (!loaded)
    throw new Error('Thai addresses are not loaded yet: declare `prepare: loadThaiAddresses` in the demo');
  return loaded;
}

const regionName = (id: number) => seedRegions.find((region) => region.RegionId === id)?.RegionName ?? '';

/** Every sub-district with its district, province and region: for seeding addresses. */
export function fullAddresses(): FullAddress[] {
  const book = thaiAddresses();
  const districts = new Map(book.districts.map((district) => [district.DistrictId, district]));
  const provinces = new Map(book.provinces.map((province) => [province.ProvinceId, province]));
  return book.subDistricts.map((subDistrict) => {
    const district = districts.get(subDistrict.DistrictId)!;
    const province = provinces.get(district.ProvinceId)!;
    return {
      RegionId: province.RegionId,
      RegionName: regionName(province.RegionId),
      ProvinceId: province.ProvinceId,
      ProvinceName: province.ProvinceName,
      DistrictId: district.DistrictId,
      DistrictName: district.DistrictName,
      SubDistrictId: subDistrict.SubDistrictId,
      SubDistrictName: subDistrict.SubDistrictName,
      ZipCode: subDistrict.ZipCode,
    };
  });
}
