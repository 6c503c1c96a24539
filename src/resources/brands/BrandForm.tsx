import { BooleanInput, maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { PRODUCT_UPLOAD } from '../shared/uploads';
import { KEEP_WHAT_WAS_TYPED } from '../shared/formOptions';

/** Title, logo and the active switch; used to add and to edit. Leaving with unsaved changes asks first. */
export default function BrandForm() {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      resetOptions={KEEP_WHAT_WAS_TYPED}
      toolbar={<FormToolbar />}
      defaultValues={{ IsActive: true }}
    >
      <TextInput source="BrandTitle" validate={[required(), maxLength(100)]} fullWidth />
      <ImageUploadInput
        source="BrandImgUrl"
        label="resources.brands.fields.BrandImgUrl"
        target={PRODUCT_UPLOAD}
      />
      <BooleanInput source="IsActive" />
    </SimpleForm>
  );
}
