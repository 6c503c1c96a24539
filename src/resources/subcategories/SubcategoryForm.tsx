import { maxLength, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CODE_PATTERN } from '../categories/CategoryForm';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';

export function SubcategoryForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <ReferenceInput
        source="ProductCategoryId"
        reference="categories"
        sort={{ field: 'Tiltle', order: 'ASC' }}
      >
        <SelectInput optionText="Tiltle" validate={required()} />
      </ReferenceInput>
      <TextInput source="Tiltle" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="SubCategoryCode" validate={[maxLength(30), CODE_PATTERN]} />
      <ImageUploadInput
        source="ImgUrl"
        label="resources.subcategories.fields.ImgUrl"
        target={PRODUCT_UPLOAD}
      />
    </SimpleForm>
  );
}
