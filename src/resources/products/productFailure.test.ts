import { HttpError, type TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ProductStepError } from './productSteps';
import { productFailureText } from './useProductFailure';

/** Shows the key and its arguments, so that a test reads which texts were chosen. */
const translate = ((key: string, options?: Record<string, unknown>) => {
  const args = Object.entries(options ?? {})
    .filter(([name]) => name !== '_')
    .map(([name, value]) => `${name}=${String(value)}`);
  return args.length ? `${key}(${args.join(', ')})` : key;
}) as TranslateFunction;

describe('productFailureText: a failed product write, said by its type', () => {
  it("names a sequence's failing step, its reason and the removal of what it made", () => {
    const error = new ProductStepError({
      success: false,
      status: 'resources.products.notifications.add_image_failed',
      message: 'Image too large',
      rolledBack: true,
      productId: 12,
      httpStatus: 400,
    });
    expect(productFailureText(error, translate, 'resources.products.notifications.add_error')).toBe(
      'resources.products.notifications.add_error ' +
        'resources.products.notifications.failed_with_reason(step=resources.products.notifications.add_image_failed, message=Image too large) ' +
        'resources.products.notifications.rolled_back',
    );
  });

  it('says when the removal failed, and what looking for a timed-out first step found', () => {
    const error = new ProductStepError({
      success: false,
      status: 'resources.products.notifications.add_product_failed',
      rolledBack: false,
      lookup: 'failed',
    });
    expect(productFailureText(error, translate)).toBe(
      'resources.products.notifications.add_product_failed ' +
        'resources.products.notifications.rollback_failed ' +
        'resources.products.notifications.lookup_failed',
    );
  });

  it('says an update put back what it changed, or could not, in its own words', () => {
    const restored = new ProductStepError({
      success: false,
      status: 'resources.products.notifications.put_image_failed',
      rolledBack: true,
      productId: 7,
    });
    expect(productFailureText(restored, translate)).toBe(
      'resources.products.notifications.put_image_failed resources.products.notifications.update_rolled_back',
    );
    const notRestored = new ProductStepError({
      success: false,
      status: 'resources.products.notifications.put_attribute_failed',
      rolledBack: false,
      productId: 7,
    });
    expect(productFailureText(notRestored, translate)).toBe(
      'resources.products.notifications.put_attribute_failed resources.products.notifications.update_rollback_failed',
    );
  });

  it('names what a delete that failed midway left on the server', () => {
    const error = new ProductStepError({
      success: false,
      status: 'resources.products.notifications.delete_attribute_failed',
      productId: 7,
      left: ['attribute', 'image'],
    });
    expect(productFailureText(error, translate)).toBe(
      'resources.products.notifications.delete_attribute_failed ' +
        'resources.products.notifications.left_after_delete(parts=resources.products.parts.attribute, resources.products.parts.image)',
    );
  });

  it("takes any other error's own message, even one whose body looks like a step's result", () => {
    const lookalike = new HttpError('Server error', 500, {
      status: 'resources.products.notifications.add_attribute_failed',
      message: 'from the body',
      rolledBack: true,
      productId: 3,
    });
    expect(productFailureText(lookalike, translate)).toBe('Server error');
    expect(productFailureText(new Error('Network down'), translate)).toBe('Network down');
  });
});
