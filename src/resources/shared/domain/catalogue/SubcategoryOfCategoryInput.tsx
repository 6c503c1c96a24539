import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, type Validator } from 'react-admin';

interface Props {
  source: string;
  /** The field holding the chosen category. */
  categorySource: string;
  label: string;
  validate?: Validator | Validator[];
  /** In a form: a change of category empties the sub-category, which may no longer fit. */
  clearOnCategoryChange?: boolean;
  /** Read by react-admin's filter form from the element's props. */
  alwaysOn?: boolean;
}

/**
 * A sub-category whose choices follow the chosen category (`NewProductSubCategorys`). Until a
 * category is chosen it is shown, disabled, with no choices.
 */
export function SubcategoryOfCategoryInput({
  source,
  categorySource,
  label,
  validate,
  clearOnCategoryChange,
}: Props) {
  const categoryId = useWatch({ name: categorySource });
  const { setValue } = useFormContext();
  const previous = useRef(categoryId);
  useEffect(() => {
    if (clearOnCategoryChange && previous.current !== undefined && previous.current !== categoryId) {
      setValue(source, null, { shouldDirty: true });
    }
    previous.current = categoryId;
  }, [categoryId, clearOnCategoryChange, setValue, source]);

  if (!categoryId)
    return <SelectInput source={source} label={label} choices={[]} disabled validate={validate} />;
  return (
    <ReferenceInput
      source={source}
      reference="subcategory-choices"
      filter={{ productCategoryId: categoryId }}
    >
      <SelectInput optionText="Tiltle" label={label} validate={validate} />
    </ReferenceInput>
  );
}
