import { CategoryInput } from './CategoryInput';
import { SearchFilter } from '../../ui/SearchFilter';
import { SubcategoryOfCategoryInput } from './SubcategoryOfCategoryInput';

/** The wire fields a product list searches by: the name, the category and the sub-category. */
interface ProductSearchFields {
  name: string;
  category: string;
  subCategory: string;
}

/**
 * The filters every product list shares (the catalogue, the system products, a supplier's
 * products): a name search, a category, and a sub-category among the chosen category's. Labels
 * are the list's own (`resources.<resource>.fields.<field>`).
 */
export function productSearchFilters(resource: string, { name, category, subCategory }: ProductSearchFields) {
  const label = (field: string) => `resources.${resource}.fields.${field}`;
  return [
    <SearchFilter key="q" source={name} alwaysOn placeholder={label(name)} />,
    <CategoryInput key="category" source={category} label={label(category)} alwaysOn />,
    <SubcategoryOfCategoryInput
      key="subcategory"
      source={subCategory}
      categorySource={category}
      label={label(subCategory)}
      alwaysOn
    />,
  ];
}
