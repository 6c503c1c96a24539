import { uploadHandler } from '../../../demo/kit/files';
import type { DemoWorld, ResourceDemo } from '../../../demo/kit/types';
import { PRODUCT_UPLOAD } from '../../shared/files/uploads';
import { productSeed } from '../demoSeed';
import { productHandlers } from './productHandlers';

declare module '../../../demo/kit/types' {
  interface DemoCollections {
    products: ReturnType<typeof productSeed>['products'][number];
    'product-images': ReturnType<typeof productSeed>['images'][number];
    'stock-items': ReturnType<typeof productSeed>['stock'][number];
  }
}

const built = new WeakMap<DemoWorld, ReturnType<typeof productSeed>>();
/** The four collections are made together, once per world. */
function seeded(world: DemoWorld) {
  if (!built.has(world)) built.set(world, productSeed(world));
  return built.get(world)!;
}

/**
 * Products in the demo: hand-written handlers (multi-step writes, joined lists, system products),
 * the product service's image upload, and the seed of products, attributes, images and stock.
 */
const demo: ResourceDemo = {
  menu: {
    product: { id: 2, roles: ['admin', 'sales'], created: '2024-01-08T09:10:00.000Z' },
    'product-list': { id: 101, roles: ['admin', 'sales'], created: '2024-01-09T09:00:00.000Z' },
  },
  seed: (world) => seeded(world).products,
  collections: {
    'product-attributes': (world) => seeded(world).attributes,
    'product-images': (world) => seeded(world).images,
    'stock-items': (world) => seeded(world).stock,
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
