import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';
import { subcategoryChoiceData, subcategoryData } from './subcategoryData';
import th from './texts.th';

export const subcategories = defineResource({
  name: 'subcategories',
  access: byMenuEntry('/master-data/sub-category'),
  oldPaths: { '/master-data/sub-category': 'list' },
  texts: { th, en: () => import('./texts.en') },
  data: subcategoryData,
  demo: () => import('./demo'),
  screens: {
    list: () => import('./SubcategoryList'),
    form: () => import('./SubcategoryForm'),
  },
  icon: AccountTreeIcon,
  recordRepresentation: 'Tiltle',
});

/** Data only: the sub-categories offered for a product of one category, read by forms and filters. */
export const subcategoryChoices = defineResource({
  name: 'subcategory-choices',
  access: everySignedInUser(),
  data: subcategoryChoiceData,
  recordRepresentation: 'Tiltle',
});
