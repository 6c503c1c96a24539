import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closePages,
  newPage,
  onList,
  setFault,
  sharedBrowser,
  signIn,
  signInAt,
  tableRows,
} from '../../../tests/e2e/support';

sharedBrowser();

const WAIT = { timeout: 60_000 };
let page: Page;

beforeAll(async () => {
  page = await newPage();
  await page.goto('/login');
  await signIn(page, 'admin');
});
afterAll(closePages);

const nameInput = () => page.getByRole('dialog').locator('input[name="name"]');
const rowNamed = (name: string) => tableRows(page).filter({ hasText: name });

async function addNamed(name: string) {
  await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
  await nameInput().fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
}

describe('master data: regions and the address levels', () => {
  it('creates a region with the spec’s success text, and it is listed', async () => {
    await page.goto('/master-data/address/region');
    await rowNamed('ภาคเหนือ').first().waitFor(WAIT);
    expect(await tableRows(page).count()).toBe(6);

    await addNamed('  ภาคทดสอบ   ใหม่ ');
    await page.getByText('สร้างภูมิภาคใหม่สำเร็จ').waitFor(WAIT);
    await rowNamed('ภาคทดสอบ ใหม่').waitFor(WAIT);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('refuses a name the list has already, and keeps what was typed', async () => {
    await addNamed('ภาคใต้');
    await page.getByText('มีชื่อนี้อยู่แล้ว').waitFor(WAIT);
    await expect(nameInput().inputValue()).resolves.toBe('ภาคใต้');
    await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();
  });

  it('says the HTTP status with its text when the server refuses, and keeps the dialog', async () => {
    await setFault(page, { method: 'POST', path: 'MasterData/Regions', status: 503, times: 1 });
    await addNamed('ภาคชั่วคราว');
    await page.getByText('บันทึกไม่สำเร็จ: 503 Service Unavailable').first().waitFor(WAIT);
    await expect(nameInput().inputValue()).resolves.toBe('ภาคชั่วคราว');
    await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();
  });

  it('adds a province to the chosen region and renames it', async () => {
    // A page that holds the whole region, as a person would pick it (the tests' lists open at 10 rows).
    await page.goto('/province?perPage=25');
    await page.waitForURL(onList('/master-data/address/province'), WAIT);
    const add = page.getByRole('button', { name: 'เพิ่ม', exact: true });
    await add.waitFor(WAIT);
    await expect(add.isDisabled()).resolves.toBe(true);
    await page.getByRole('combobox', { name: 'ภูมิภาค' }).click();
    await page.getByRole('option', { name: 'ภาคใต้' }).click();
    await rowNamed('ภูเก็ต').waitFor(WAIT);
    expect(await tableRows(page).count()).toBe(14);

    await addNamed('จังหวัดทดสอบ');
    await page.getByText('เพิ่มจังหวัดแล้ว').waitFor(WAIT);
    const added = rowNamed('จังหวัดทดสอบ');
    await added.waitFor(WAIT);
    await added.getByRole('button', { name: 'แก้ไข' }).click();
    await nameInput().fill('จังหวัดทดสอบใหม่');
    await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บันทึกจังหวัดแล้ว').waitFor(WAIT);
    await rowNamed('จังหวัดทดสอบใหม่').waitFor(WAIT);
    expect(await tableRows(page).count()).toBe(15);
  });
});

describe('/master-data, the section’s page', () => {
  it('offers the admin every master-data screen of the menu, and opens one', async () => {
    await page.goto('/master-data');
    const index = page.getByTestId('section-index');
    await index.getByRole('link', { name: 'ภูมิภาค' }).waitFor(WAIT);
    const links = await index.getByRole('link').allInnerTexts();
    expect(links).toEqual(
      expect.arrayContaining(['ธนาคาร', 'ภูมิภาค', 'จังหวัด', 'อำเภอ/เขต', 'ตำบล/แขวง', 'คำต้องห้าม', 'หน่วยนับ']),
    );
    await index.getByRole('link', { name: 'จังหวัด' }).click();
    await page.waitForURL(onList('/master-data/address/province'), WAIT);
  });

  it('offers a sales user only the catalogue’s screens under it', async () => {
    const sales = await newPage();
    await signInAt(sales, 'sales', '/master-data');
    const index = sales.getByTestId('section-index');
    await index.getByRole('link').first().waitFor(WAIT);
    await expect(index.getByRole('link').allInnerTexts()).resolves.toEqual(['หมวดหมู่หลัก', 'หมวดหมู่ย่อย']);
  });
});
