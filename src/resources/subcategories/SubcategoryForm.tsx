import { CategoryInput } from '../shared/domain/catalogue/CategoryInput';
import { maxLength, required, TextInput } from 'react-admin';
import { CODE_PATTERN } from '../shared/domain/catalogue/codes';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/files/uploads';
import { ResourceForm } from '../shared/ui/ResourceForms';

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
