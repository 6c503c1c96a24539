import {
  BooleanInput,
  maxLength,
  minValue,
  number,
  NumberInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { ResourceCreate, ResourceForm } from '../shared/ui/ResourceForms';
import { PACKAGE_UPLOAD } from '../shared/files/uploads';
import { packageTypeChoices } from './packageChoices';

/** Add a package, its image uploaded to the package service. */
export default function PackageCreate() {
  return (
    <ResourceCreate redirect="show">
      <ResourceForm defaultValues={{ IsActive: true }}>
        <TextInput source="PackageName" validate={[required(), maxLength(100)]} fullWidth />
        <SelectInput source="PackageType" choices={packageTypeChoices} validate={required()} />
        <TextInput source="PackageDescription" validate={maxLength(1000)} multiline minRows={3} fullWidth />
        <NumberInput
          source="Price"
          validate={[required(), number(), minValue(0, 'app.validation.positive')]}
        />
        <NumberInput source="DurationDays" validate={[required(), number(), minValue(1)]} />
        <BooleanInput source="IsActive" />
        <ImageUploadInput
          source="ImageUrl"
          label="resources.packages.fields.ImageUrl"
          target={PACKAGE_UPLOAD}
        />
      </ResourceForm>
    </ResourceCreate>
  );
}
