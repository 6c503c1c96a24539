import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  moveTo,
  newPage,
  sharedBrowser,
  signIn,
  tableRows,
  WALK_TIMEOUT,
} from '../../../tests/e2e/support';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { addTwoCatalogueProducts, chooseSupplier } from '../seller-products/sellerProductSteps.e2e';
import { approveOneRejectAnother } from '../shared/domain/approval/licenceSteps.e2e';
import { fillStoreSurvey, surveyForm } from '../store-surveys/storeSurveySteps.e2e';
import { searchableSuppliers } from './searchableSuppliers';

sharedBrowser();
afterAll(closePages);

const pathname = (url: string) => new URL(url).pathname;

describe('the partner screens, walked through as staff use them', () => {
  it(
    'finds a supplier and reveals its phone, edits a price, adds two catalogue products, decides two grocery licences and surveys a store',
    async () => {
      const wanted = (await searchableSuppliers())[2];
      const phone = decrypt(wanted.Phoneno, wanted.Iv);
      const page = await newPage();
      await signIn(page, 'admin');

      // Find the supplier and reveal its phone.
      await moveTo(page, '/wholesale', { at: '/suppliers' });
      await page.getByPlaceholder('ค้นหาชื่อผู้ค้าส่ง').fill(wanted.SupplierName);
      await expect.poll(() => tableRows(page).count()).toBe(1);
      await tableRows(page).first().click();
      const shownPhone = page.getByTestId('sensitive-Phoneno');
      await expect.poll(() => shownPhone.innerText()).toBe('••••••••');
      await page.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
      await expect.poll(() => shownPhone.innerText()).toBe(phone);

      // Edit one of its products' price, on the detail's products tab.
      await page.getByRole('tab', { name: 'สินค้าของร้าน' }).click();
      const products = page.getByTestId('supplier-products').locator('tbody tr');
      await products.first().waitFor();
      const product = (await products.first().locator('td').nth(1).innerText()).trim();
      await page.getByRole('button', { name: `แก้ไข ${product}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('ราคาต่อหน่วย').fill('123.45');
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      await expect.poll(() => page.getByText('สำเร็จ : อัปเดตสินค้า').count()).toBe(1);
      const edited = products.filter({ hasText: product }).first();
      await expect.poll(() => edited.locator('td').nth(6).innerText()).toMatch(/^฿?123\.45$/);

      // Add two catalogue products to it; it then sells them.
      await moveTo(page, '/wholesale/ws-addproduct');
      await chooseSupplier(page, wanted.SupplierName);
      const added = await addTwoCatalogueProducts(page, 12);
      for (const name of added) {
        const filter = JSON.stringify({ SupplierId: wanted.SupplierId, ProductName: name });
        await moveTo(page, `/seller-products?filter=${encodeURIComponent(filter)}`);
        await expect.poll(() => tableRows(page).filter({ hasText: name }).count()).toBeGreaterThan(0);
      }

      // Approve one grocery's alcohol licence and reject another's with a remark.
      await moveTo(page, '/grocery/document', { at: '/grocery-alcohol' });
      const [approved] = await approveOneRejectAnother(page, 'เอกสารไม่ชัดเจน');
      // The store's own detail shows the decision.
      await moveTo(page, '/groceries');
      await page.getByPlaceholder('ค้นหาชื่อร้านค้า').fill(approved);
      const store = tableRows(page).filter({ has: page.getByText(approved, { exact: true }) });
      await store.first().click();
      await page.getByRole('tab', { name: 'ใบอนุญาตขายสุรา' }).click();
      await expect
        .poll(() => page.getByTestId('partner-licence').getByTestId('approval-status').innerText())
        .toBe('อนุมัติแล้ว');

      // Survey a store that wants to join, with its address and a photo.
      await moveTo(page, '/sales/storesurvey', { at: '/store-surveys' });
      await page.getByRole('link', { name: 'สร้าง' }).click();
      await expect.poll(() => pathname(page.url())).toBe('/store-surveys/create');
      const form = surveyForm(page);
      await fillStoreSurvey(form, {
        storename: 'ร้านเจ๊นิด ท่าพระ',
        contactname: 'นิด ใจงาม',
        phone: '0891234567',
      });
      await form.getByLabel('สนใจเข้าร่วม').check();
      await page.getByRole('button', { name: 'บันทึก' }).click();
      await expect.poll(() => pathname(page.url())).toBe('/store-surveys');
      // Kept over a reload straight after the save.
      await page.reload();
      const survey = tableRows(page).filter({ hasText: 'ร้านเจ๊นิด ท่าพระ' });
      await expect.poll(() => survey.count()).toBe(1);
      await expect.poll(() => survey.innerText()).toContain('เมืองขอนแก่น');
      await expect
        .poll(() => survey.locator('img').getAttribute('src'))
        .toMatch(/\/demo-files\/upload\/\d+$/);
    },
    WALK_TIMEOUT,
  );
});
