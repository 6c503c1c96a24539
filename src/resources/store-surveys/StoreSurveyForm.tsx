import { BooleanInput, maxLength, RadioButtonGroupInput, required, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readSession } from '../../api/session';
import { AddressCascadeInput } from '../shared/ui/AddressCascadeInput';
import { FormSection } from '../shared/ui/FormSection';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { PersonalInput } from '../shared/personal/PersonalText';
import { ResourceForm } from '../shared/ui/ResourceForms';
import {
  isStoreType,
  phoneProblem,
  reasonProblem,
  STORE_SURVEY_UPLOADS,
  storeTypeChoices,
  zipCodeProblem,
} from './storeSurveyRules';

const T = 'resources.store-surveys';

const ADDRESS_FIELDS = {
  region: 'region',
  province: 'province',
  district: 'district',
  subDistrict: 'subdistrict',
  zipCode: 'zipcode',
};
const ADDRESS_LABELS = {
  region: `${T}.fields.region`,
  province: `${T}.fields.province`,
  district: `${T}.fields.district`,
  subDistrict: `${T}.fields.subdistrict`,
  zipCode: `${T}.fields.zipcode`,
};

/** The photo goes to the service of the store's kind, so it waits for the kind to be chosen. */
function SurveyPhoto() {
  const storeType: unknown = useWatch({ name: 'storetype' });
  const known = isStoreType(storeType);
  return (
    <ImageUploadInput
      source="ImageUrl"
      label={`${T}.fields.ImageUrl`}
      target={STORE_SURVEY_UPLOADS[known ? storeType : 'WS']}
      disabled={!known}
      helperText={known ? undefined : `${T}.helpers.photo_needs_type`}
    />
  );
}

/** A store survey: the store and its contact, its address as a cascade, the answers, who surveyed and a photo. */
export default function StoreSurveyForm() {
  return (
    <ResourceForm
      defaultValues={{
        isinterested: false,
        isDownloaded: false,
        isLearned: false,
        operator: readSession()?.username ?? '',
      }}
    >
      <FormSection title={`${T}.sections.store`} />
      <TextInput source="storename" validate={[required(), maxLength(200)]} fullWidth />
      <RadioButtonGroupInput source="storetype" choices={storeTypeChoices} validate={required()} />
      <TextInput source="contactname" validate={[required(), maxLength(200)]} fullWidth />
      <PersonalInput source="contactphoneNo" kind="phone">
        <TextInput
          source="contactphoneNo"
          type="tel"
          validate={[required(), phoneProblem]}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
      </PersonalInput>
      <SurveyPhoto />
      <FormSection title={`${T}.sections.address`} />
      <TextInput source="address" validate={maxLength(300)} multiline fullWidth />
      <AddressCascadeInput
        fields={ADDRESS_FIELDS}
        labels={ADDRESS_LABELS}
        zipCodeValidate={zipCodeProblem}
        zipCodeHelper={`${T}.helpers.zipcode`}
      />
      <FormSection title={`${T}.sections.answers`} />
      <BooleanInput source="isinterested" />
      <BooleanInput source="isDownloaded" />
      <BooleanInput source="isLearned" />
      <TextInput
        source="reason"
        validate={[reasonProblem, maxLength(500)]}
        helperText={`${T}.helpers.reason`}
        multiline
        fullWidth
      />
      <TextInput source="operator" validate={[required(), maxLength(100)]} />
    </ResourceForm>
  );
}
