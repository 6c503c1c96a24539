import { CategoryInput } from '../categories/CategoryInput';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  maxLength,
  minValue,
  number,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  NumberInput,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { SubcategoryOfCategoryInput } from '../subcategories/SubcategoryOfCategoryInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';

const positive = [number(), minValue(0, 'app.validation.positive')];
const barcode = regex(/^\d{8,14}$/, 'app.validation.barcode');

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

/** Category, sub-category, brand, names, barcode, unit, sizes and cover image. */
export function ProductForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <Section title="resources.products.sections.product" />
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
      <TextInput source="Barcode" validate={barcode} />
      <Section title="resources.products.sections.attribute" />
      <ReferenceInput source="UnitId" reference="units" sort={{ field: 'UnitTitle', order: 'ASC' }}>
        <SelectInput optionText="UnitTitle" validate={required()} />
      </ReferenceInput>
      <NumberInput source="MeasurementValue" validate={positive} defaultValue={0} />
      <NumberInput source="SizeWidth" validate={positive} />
      <NumberInput source="SizeLong" validate={positive} />
      <NumberInput source="SizeHeight" validate={positive} />
      <Section title="resources.products.sections.image" />
      <ImageUploadInput
        source="ImgUrl"
        label="resources.products.fields.ImgUrl"
        target={PRODUCT_UPLOAD}
        validate={required()}
      />
    </SimpleForm>
  );
}
