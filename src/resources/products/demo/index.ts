import { uploadHandler } from '../../../demo/kit/files';
import type { ResourceDemo } from '../../../demo/kit/types';
import { PRODUCT_UPLOAD } from '../../shared/uploads';
import { productSeed } from '../demoSeed';
import { productHandlers } from './productHandlers';

/**
 * Products in the demo: hand-written handlers (multi-step writes, joined lists, system products),
 * the product service's image upload, and the seed of products, attributes, images and stock.
 */
let seed: ReturnType<typeof productSeed> | undefined;
const seeded = () => (seed ??= productSeed());

const demo: ResourceDemo = {
  seed: () => seeded().products,
  collections: {
    'product-attributes': () => seeded().attributes,
    'product-images': () => seeded().images,
    'stock-items': () => seeded().stock,
  },
  pictures: {
    product: {
      collection: 'products',
      idField: 'ProductId',
      nameField: 'ProductName',
      width: 400,
      height: 400,
      hue: 0,
      caption: true,
    },
  },
  handlers: (ctx) => [...productHandlers(ctx.store, ctx.base('product')), uploadHandler(ctx, PRODUCT_UPLOAD)],
};
export default demo;
