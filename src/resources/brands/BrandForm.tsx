import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/files/uploads';
import { ResourceForm } from '../shared/ui/ResourceForms';

/** Title, logo and the active switch; used to add and to edit. Leaving with unsaved changes asks first. */
export default function BrandForm() {
  return (
    <ResourceForm defaultValues={{ IsActive: true }}>
      <TextInput source="BrandTitle" validate={[required(), maxLength(100)]} fullWidth />
      <ImageUploadInput
        source="BrandImgUrl"
        label="resources.brands.fields.BrandImgUrl"
        target={PRODUCT_UPLOAD}
      />
      <BooleanInput source="IsActive" />
    </ResourceForm>
  );
}
