import { afterAll, describe, expect, it } from 'vitest';
import { approveOneRejectAnother } from './licenceSteps.e2e';
import { closePages, newPage, sharedBrowser, signInAt } from '../../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

describe("deciding partners' alcohol licences", () => {
  it.each([
    ['/wholesale/document', '/supplier-alcohol'],
    ['/grocery/document', '/grocery-alcohol'],
  ])(
    '%s: approves one and rejects another with a remark, after seeing the licence; the rows update in place',
    async (oldPath, path) => {
      const page = await newPage();
      await signInAt(page, 'admin', oldPath);
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await approveOneRejectAnother(page, 'ใบอนุญาตหมดอายุ');
    },
  );
});
