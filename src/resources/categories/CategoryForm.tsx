import { maxLength, required, TextInput } from 'react-admin';
import { CODE_PATTERN } from '../shared/domain/catalogue/codes';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/files/uploads';
import { ResourceForm } from '../shared/ui/ResourceForms';

/** Title, code, icon and banner; used to add and to edit. */
export default function CategoryForm() {
  return (
    <ResourceForm>
      <TextInput source="Tiltle" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="CategoryCode" validate={[maxLength(30), CODE_PATTERN]} />
      <ImageUploadInput
        source="ImageIcon"
        label="resources.categories.fields.ImageIcon"
        target={PRODUCT_UPLOAD}
      />
      <ImageUploadInput
        source="ImageBanner"
        label="resources.categories.fields.ImageBanner"
        target={PRODUCT_UPLOAD}
      />
    </ResourceForm>
  );
}
