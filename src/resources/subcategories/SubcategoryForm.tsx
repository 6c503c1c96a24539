import { CategoryInput } from '../categories/CategoryInput';
import { maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { CODE_PATTERN } from '../categories/CategoryForm';
import { FormToolbar } from '../shared/FormToolbar';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';
import { KEEP_WHAT_WAS_TYPED } from '../shared/formOptions';

/** Category, title, code and image; used to add and to edit. */
export default function SubcategoryForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resetOptions={KEEP_WHAT_WAS_TYPED} toolbar={<FormToolbar />}>
      <CategoryInput source="ProductCategoryId" validate={required()} />
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
