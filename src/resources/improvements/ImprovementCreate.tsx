import { SelectInput, TextInput } from 'react-admin';
import { ResourceCreate, ResourceForm } from '../shared/ui/ResourceForms';
import { areaChoices } from './improvementChoices';
import { DETAIL_MAX, improvementProblems } from './improvementRules';

/** A suggestion: what, about which part of the system, and why. */
export default function ImprovementCreate() {
  return (
    <ResourceCreate>
      <ResourceForm validate={improvementProblems}>
        <TextInput source="title" fullWidth />
        <SelectInput source="area" choices={areaChoices} />
        <TextInput
          source="detail"
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: DETAIL_MAX } }}
        />
      </ResourceForm>
    </ResourceCreate>
  );
}
