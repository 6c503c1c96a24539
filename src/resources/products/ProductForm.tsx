import { CategoryInput } from '../shared/domain/catalogue/CategoryInput';
import { FormSection } from '../shared/ui/FormSection';
import {
  AutocompleteInput,
  maxLength,
  minValue,
  number,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TextInput,
  Toolbar,
  NumberInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCallback } from 'react';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { SubcategoryOfCategoryInput } from '../shared/domain/catalogue/SubcategoryOfCategoryInput';
import { PRODUCT_UPLOAD } from '../shared/files/uploads';
import { ResourceForm } from '../shared/ui/ResourceForms';

const positive = [number(), minValue(0, 'app.validation.positive')];
/** A barcode has 8 to 14 digits (empty is allowed: the old app sent it empty). */
export const BARCODE_PATTERN = /^\d{8,14}$/;
const barcodeRule = regex(BARCODE_PATTERN, 'app.validation.barcode');

/**
 * The barcode rule blocks a new or changed barcode; an older product whose stored barcode does not
 * fit it may still be saved unchanged, with a warning under the field.
 */
function BarcodeInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  const stored = typeof record?.Barcode === 'string' ? record.Barcode : '';
  const legacy = stored !== '' && !BARCODE_PATTERN.test(stored);
  const validate = useCallback(
    (value: unknown, values: object, props: Parameters<typeof barcodeRule>[2]) =>
      legacy && value === stored ? undefined : barcodeRule(value, values, props),
    [legacy, stored],
  );
  return (
    <TextInput
      source="Barcode"
      validate={validate}
      helperText={legacy ? translate('resources.products.barcode_legacy') : undefined}
      sx={legacy ? { '& .MuiFormHelperText-root': { color: 'warning.dark' } } : undefined}
    />
  );
}

/** Category, sub-category, brand, names, barcode, unit, sizes and cover image. */
export function ProductForm() {
  return (
    // react-admin's own toolbar, as before: save, and delete from the edit screen.
    <ResourceForm toolbar={<Toolbar />}>
      <FormSection title="resources.products.sections.product" />
      <CategoryInput source="ProductCategoryId" validate={required()} activeOnly />
      <SubcategoryOfCategoryInput
        source="ProductSubCategoryId"
        categorySource="ProductCategoryId"
        label="resources.products.fields.ProductSubCategoryId"
        validate={required()}
        clearOnCategoryChange
      />
      <ReferenceInput source="BrandId" reference="brands" sort={{ field: 'BrandTitle', order: 'ASC' }}>
        <AutocompleteInput optionText="BrandTitle" validate={required()} filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <TextInput source="ProductName" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="ProductSummary" validate={maxLength(300)} fullWidth />
      <TextInput source="ProductDescription" validate={maxLength(2000)} multiline minRows={3} fullWidth />
      <BarcodeInput />
      <FormSection title="resources.products.sections.attribute" />
      <ReferenceInput source="UnitId" reference="units" sort={{ field: 'UnitTitle', order: 'ASC' }}>
        <SelectInput optionText="UnitTitle" validate={required()} />
      </ReferenceInput>
      <NumberInput source="MeasurementValue" validate={positive} defaultValue={0} />
      <NumberInput source="SizeWidth" validate={positive} />
      <NumberInput source="SizeLong" validate={positive} />
      <NumberInput source="SizeHeight" validate={positive} />
      <FormSection title="resources.products.sections.image" />
      <ImageUploadInput
        source="ImgUrl"
        label="resources.products.fields.ImgUrl"
        target={PRODUCT_UPLOAD}
        validate={required()}
      />
    </ResourceForm>
  );
}
