import type { HttpClient } from '../../api/http';
import {
  failed,
  PARTS,
  PRODUCT_TEXT,
  step,
  type ProductPart,
  type ProductStep,
  type SequenceResult,
} from './productSteps';

/**
 * Delete: product, then attribute, then image, each only after the one before. One that fails
 * midway says what is left on the server (`left`): the parts not removed, so staff know what to
 * clear.
 */
export async function deleteProduct(http: HttpClient, id: number, detailId: number): Promise<SequenceResult> {
  const removals: { step: ProductStep; part: ProductPart; path: string; query: Record<string, number> }[] = [
    {
      step: 'delete_product_failed',
      part: 'product',
      path: 'Product/SystemProduct',
      query: { productId: id },
    },
    {
      step: 'delete_attribute_failed',
      part: 'attribute',
      path: PARTS.attribute,
      query: { productDetailId: detailId },
    },
    { step: 'delete_image_failed', part: 'image', path: PARTS.image, query: { productDetailId: detailId } },
  ];
  for (const [index, removal] of removals.entries()) {
    try {
      await step(removal.step, () =>
        http.request('product', removal.path, { method: 'DELETE', query: removal.query }),
      );
    } catch (failure) {
      // The first step failing leaves the product whole, as it was: nothing to list.
      const left = index === 0 ? undefined : removals.slice(index).map(({ part }) => part);
      return failed(failure, { productId: id, left });
    }
  }
  return { success: true, status: `${PRODUCT_TEXT}deleted`, productId: id, productDetailId: detailId };
}
