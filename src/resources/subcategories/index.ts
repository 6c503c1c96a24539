import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { subcategoryChoiceData, subcategoryData } from './subcategoryData';

export const subcategories: AppResource = {
  name: 'subcategories',
  data: subcategoryData,
  list: lazyScreen(() => import('./SubcategoryList')),
  create: lazyScreen(() => import('./SubcategoryCreate')),
  edit: lazyScreen(() => import('./SubcategoryEdit')),
  icon: AccountTreeIcon,
  recordRepresentation: 'Tiltle',
};

/** Data only: the sub-categories offered for a product of one category. */
export const subcategoryChoices: AppResource = {
  name: 'subcategory-choices',
  data: subcategoryChoiceData,
  recordRepresentation: 'Tiltle',
};
