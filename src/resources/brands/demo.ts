import { textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { seedBrands } from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    brands: (typeof seedBrands)[number];
  }
}

/** Brands in the demo: a title is required and unique; a brand that products use cannot go. */
const demo: ResourceDemo = {
  menu: { brand: { id: 3, roles: ['admin', 'sales'], created: '2024-01-08T09:20:00.000Z' } },
  seed: () => seedBrands,
  pictures: {
    brand: {
      collection: 'brands',
      idField: 'BrandId',
      nameField: 'Brandname',
      width: 240,
      height: 240,
      hue: 90,
      caption: false,
    },
  },
  fromBody: (body, { store }, current) => {
    const name = textField(body, 'BrandTitle') || textField(body, 'Brandname');
    if (!name) return fail(400, 'BrandTitle is required');
    const taken = store
      .collection('brands')
      .find(
        (brand) =>
          brand !== current && String(brand.Brandname).toLocaleLowerCase() === name.toLocaleLowerCase(),
      );
    if (taken) return fail(409, `Brand "${name}" already exists (BrandId ${String(taken.BrandId)})`);
    return {
      Brandname: name,
      BrandImgUrl: textField(body, 'BrandImgUrl'),
      IsActive: body.IsActive === undefined ? (current?.IsActive ?? true) : body.IsActive !== false,
    };
  },
  beforeDelete: (brand, { store }) => {
    const used = store.collection('products').filter((product) => product.BrandId === brand.BrandId).length;
    return used ? fail(409, `Brand is used by ${used} products`) : undefined;
  },
};
export default demo;
