import type { TranslateFunction } from 'react-admin';

/** How a product's size reads: "10 × 5 × 20 ซม." (width × length × height). */
export function sizeText(record: Record<string, unknown>, translate: TranslateFunction): string {
  const parts = [record.SizeWidth, record.SizeLong, record.SizeHeight].map((value) => Number(value) || 0);
  if (parts.every((value) => value === 0)) return '';
  return `${parts.join(' × ')} ${translate('resources.products.cm')}`;
}
