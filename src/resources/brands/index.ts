import type { AppResource } from '../types';
import { brandData } from './brandData';

export const brands: AppResource = { name: 'brands', data: brandData, recordRepresentation: 'BrandTitle' };
