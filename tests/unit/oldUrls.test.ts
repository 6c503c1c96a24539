import { describe, expect, it } from 'vitest';
import { buildRegistry, legacyTarget } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { linkedSupplier } from '../../src/resources/seller-products/linkedSupplier';

/**
 * Old links keep their meaning (docs/deploying.md, "Old bookmarks"): each old URL of the old app's
 * route table that carries a query in practice, with the exact location it must lead to. Expected
 * locations are written readably (the filter's JSON unencoded) and compared parameter by
 * parameter, the filter as JSON.
 */
const registry = buildRegistry(resources);

const GUID = '3f2b8c1e-5d4a-4e6b-9a7c-1b2c3d4e5f60';

const OLD_URLS: [oldUrl: string, leadsTo: string][] = [
  // The seller products of one supplier, and the additions screen with that supplier chosen.
  ['/wholesale/ws-editproduct?SupplierId=7', '/seller-products?filter={"SupplierId":"7"}'],
  [
    '/wholesale/ws-editproduct?SupplierId=7&ProductName=น้ำปลา&ProductCategoryId=3&ProductSubCategoryId=12',
    '/seller-products?filter={"SupplierId":"7","ProductName":"น้ำปลา","ProductCategoryId":3,"ProductSubCategoryId":12}',
  ],
  ['/wholesale/ws-editproduct?supplierid=7', '/seller-products?filter={"SupplierId":"7"}'],
  ['/wholesale/ws-editproduct', '/seller-products'],
  // A screen of its own at the old path: nothing to redirect, the query stays for it to read.
  ['/wholesale/ws-addproduct?SupplierId=7', '/wholesale/ws-addproduct?SupplierId=7'],

  // Orders: `Select` is the status, `Start` and `End` dates; an OrderID opens the order.
  ['/order?OrderNo=KK2403-0001', '/orders?filter={"OrderNo":"KK2403-0001"}'],
  [
    '/order?Select=PAID&Start=2024-03-01&End=2024-03-31T23:59:59',
    '/orders?filter={"OrderStatus":"PAID","Start":"2024-03-01","End":"2024-03-31"}',
  ],
  ['/order?OrderID=15', '/orders/15/show'],
  ['/order?Start=2024-02-30&Page=3', '/orders'],
  ['/order/order-detail?OrderID=15', '/orders/15/show'],
  ['/order/order-detail?id=15', '/orders/15/show'],
  ['/order/order-detail?OrderNo=KK2403-0001', '/orders?filter={"OrderNo":"KK2403-0001"}'],
  ['/order/order-detail', '/orders'],

  // Finance: `Transaction/bo-transactions`' parameters; the date-times' days are the filter.
  [`/finance/transactionout?SupplierId=${GUID}`, `/pay-outs?filter={"SupplierId":"${GUID}"}`],
  [
    '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL&StartDateTime=2024-03-01T00:00:00&EndDateTime=2024-03-31T23:59:59',
    '/pay-outs?filter={"TransactionStatusCode":"WAITING_APPROVAL","StartDate":"2024-03-01","EndDate":"2024-03-31"}',
  ],
  [
    `/finance?GroceryId=${GUID}&OrderNo=KK2403-0002`,
    `/pay-ins?filter={"OrderNo":"KK2403-0002","GroceryId":"${GUID}"}`,
  ],
  ['/finance/ordertransaction?OrderNo=KK2403-0002', '/pay-ins?filter={"OrderNo":"KK2403-0002"}'],

  // Partners: an id opens the partner; the list call's filters filter the list.
  [`/wholesale/ws-detail?SupplierId=${GUID}`, `/suppliers/${GUID}/show`],
  [`/wholesale/ws-detail?id=${GUID}`, `/suppliers/${GUID}/show`],
  ['/wholesale/ws-detail', '/suppliers'],
  [`/wholesale/seller?SupplierId=${GUID}`, `/suppliers/${GUID}/show`],
  [
    '/wholesale?SupplierName=ร้านส่ง&BusinessTypeCode=WS01&ProvinceId=10',
    '/suppliers?filter={"q":"ร้านส่ง","BusinessTypeCode":"WS01","ProvinceId":10}',
  ],
  [`/grocery/gc-detail?GroceryId=${GUID}`, `/groceries/${GUID}/show`],
  [`/grocery/grocerys?GroceryId=${GUID}`, `/groceries/${GUID}/show`],
  ['/grocery?GroceryName=โชห่วย', '/groceries?filter={"q":"โชห่วย"}'],
  // The licence calls' `Status` is the list's approval status.
  ['/grocery/document?Status=PENDING', '/grocery-alcohol?filter={"ApprovedStatus":"PENDING"}'],
  [
    '/wholesale/document?SupplierName=สุรา&Status=APPROVED',
    '/supplier-alcohol?filter={"q":"สุรา","ApprovedStatus":"APPROVED"}',
  ],

  // The catalogue: a BrandId or ProductId opens the record; the product list's filters.
  ['/brand/components/EditBrand?BrandId=101', '/brands/101'],
  ['/brand/components/EditBrand?id=101', '/brands/101'],
  ['/brand/components/EditBrand', '/brands'],
  ['/brand?BrandId=101', '/brands/101'],
  ['/brand?BrandName=ตราแม่ครัว', '/brands?filter={"q":"ตราแม่ครัว"}'],
  ['/product/components/EditProduct?ProductId=7', '/products/7'],
  ['/product?ProductId=7', '/products/7'],
  [
    '/product?BrandId=101&ProductCategoryId=3&ProductSubCategoryId=12',
    '/products?filter={"ProductCategoryId":3,"ProductSubCategoryId":12,"BrandId":101}',
  ],
  ['/product?BrandId=brand-101', '/products'],
  ['/product/components/SearchBar?ProductName=นมสด', '/products?filter={"ProductName":"นมสด"}'],
  ['/product/components/ExportPDF?ProductCategoryId=3', '/products?filter={"ProductCategoryId":3}'],
  ['/productfeature/components/PackageDetail?PackageId=2', '/packages/2/show'],
  ['/productfeature/components/PackageDetail?packageId=2', '/packages/2/show'],
  ['/productfeature?PackageType=MONTHLY', '/packages?filter={"PackageType":"MONTHLY"}'],

  // Staff log, support, deliveries: their calls' parameters.
  [
    '/StaffLog?userId=u1&start=2024-01-01&end=2024-01-31',
    '/staff-log?filter={"userId":"u1","start":"2024-01-01","end":"2024-01-31"}',
  ],
  ['/StaffLog?partner=S-1002', '/staff-log?filter={"partner":"S-1002"}'],
  ['/support?status=OPEN', '/support-requests?filter={"status":"OPEN"}'],
  ['/support?id=5', '/support-requests/5/show'],
  [
    '/logistic?Status=SHIPPING&RegionId=2&Start=2024-02-01',
    '/deliveries?filter={"DeliveryStatus":"SHIPPING","RegionId":2,"Start":"2024-02-01"}',
  ],

  // Old paths that lead to a path of the app keep their query for the screen there.
  ['/province?RegionId=3', '/master-data/address/province?RegionId=3'],
  ['/report/components/ExportPDF?month=2024-01', '/report?month=2024-01'],
  ['/dashboard', '/'],
  ['/Menu', '/menus'],
];

/** An old URL followed as the app does: its redirect when it has one, else the screen at that path. */
function follow(url: string): string {
  const [path, search = ''] = url.split('?');
  const route = registry.legacyRoutes.find((candidate) => candidate.from === path);
  if (route) return legacyTarget(route, search ? `?${search}` : '');
  if (!registry.accessKeyOfPath(path)) throw new Error(`${path} is neither an old path nor a screen`);
  return url;
}

/** A location as what it means: the path and each parameter, the filter read as JSON. */
function meaning(location: string) {
  const url = new URL(location, 'http://app.test');
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams)
    params[key] = key === 'filter' ? (JSON.parse(value) as unknown) : value;
  return { path: decodeURIComponent(url.pathname), params };
}

describe('old URLs keep their meaning', () => {
  it.each(OLD_URLS)('%s leads to %s', (oldUrl, leadsTo) => {
    expect(meaning(follow(oldUrl))).toEqual(meaning(leadsTo));
  });

  it('encodes the filter as one parameter react-admin reads', () => {
    const target = follow('/order?OrderNo=A%26B');
    expect(target).toBe(`/orders?filter=${encodeURIComponent('{"OrderNo":"A&B"}')}`);
  });

  it('lists every old path of the table that has a redirect', () => {
    const tried = new Set(OLD_URLS.map(([url]) => url.split('?')[0]));
    const withQuery = registry.legacyRoutes
      .filter((route) => route.record || route.filter)
      .map((route) => route.from);
    expect(withQuery.filter((path) => !tried.has(path))).toEqual([]);
  });
});

describe('the additions screen reads the supplier of an old link', () => {
  it.each([
    ['?SupplierId=7', '7'],
    [`?supplierId=${GUID}`, GUID],
    ['?SupplierId=', undefined],
    ['', undefined],
  ])('%s chooses %s', (search, supplier) => {
    expect(linkedSupplier(search)).toBe(supplier);
  });
});
