import { maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';

/** Title and logo; used to add and to edit. Leaving with unsaved changes asks first. */
export function BrandForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <TextInput source="BrandTitle" validate={[required(), maxLength(100)]} fullWidth />
      <ImageUploadInput
        source="BrandImgUrl"
        label="resources.brands.fields.BrandImgUrl"
        target={PRODUCT_UPLOAD}
      />
    </SimpleForm>
  );
}
