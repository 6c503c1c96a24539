import type { ResourceDescription } from '../../providers/dataEngine';
import { withId } from '../../providers/dataEngine';
import { createProduct } from './createProduct';
import { deleteProduct } from './productDelete';
import { ProductStepError } from './productSteps';
import { readProduct, updateProduct } from './productUpdate';

/** The catalogue's products (product service); writes are multi-call sequences (productSteps.ts). */
export const productData: ResourceDescription = {
  service: 'product',
  idField: 'ProductId',
  getList: {
    path: 'Product/GetAllProducts',
    paging: 'page/pageSize',
    filters: {
      q: 'ProductName',
      ProductName: 'ProductName',
      ProductCategoryId: 'ProductCategoryId',
      ProductSubCategoryId: 'ProductSubCategoryId',
      BrandId: 'BrandId',
      // Assumed (docs/api.md, "Command palette"): the palette finds a product by its barcode.
      Barcode: { param: 'Barcode', match: 'contains' },
    },
    serverSort: true,
  },
  getOne: async ({ http }, { id }) => ({ data: withId(await readProduct(http, Number(id)), 'ProductId') }),
  create: async ({ http }, { data }) => {
    const result = await createProduct(http, data);
    if (!result.success) throw new ProductStepError(result);
    return {
      data: withId(
        { ...data, ProductId: result.productId, ProductDetailId: result.productDetailId },
        'ProductId',
      ),
    };
  },
  update: async ({ http }, { id, data, previousData }) => {
    const merged = { ...previousData, ...data };
    const result = await updateProduct(http, Number(id), merged, previousData);
    if (!result.success) throw new ProductStepError(result);
    return { data: withId({ ...merged, ProductId: id }, 'ProductId') };
  },
  delete: async ({ http }, { id, previousData }) => {
    const detailId =
      Number(previousData?.ProductDetailId) || Number((await readProduct(http, Number(id))).ProductDetailId);
    const result = await deleteProduct(http, Number(id), detailId);
    if (!result.success) throw new ProductStepError(result);
    return { data: withId({ ...(previousData ?? {}), ProductId: id }, 'ProductId') };
  },
};
