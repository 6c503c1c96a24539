import { CategoryInput } from '../shared/catalogue/CategoryInput';
import { maxLength, required, TextInput } from 'react-admin';
import { CODE_PATTERN } from '../shared/catalogue/codes';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';
import { ResourceForm } from '../shared/ResourceForms';

/** Category, title, code and image; used to add and to edit. */
export default function SubcategoryForm() {
  return (
    <ResourceForm>
      <CategoryInput source="ProductCategoryId" validate={required()} />
      <TextInput source="Tiltle" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="SubCategoryCode" validate={[maxLength(30), CODE_PATTERN]} />
      <ImageUploadInput
        source="ImgUrl"
        label="resources.subcategories.fields.ImgUrl"
        target={PRODUCT_UPLOAD}
      />
    </ResourceForm>
  );
}
