import { TextInput } from 'react-admin';
import { nameProblem } from '../shared/domain/masterData/masterDataRules';
import { ResourceForm } from '../shared/ui/ResourceForms';

const T = 'resources.restricted-content';

/** A restricted word or phrase: required, at most 100 characters; the list refuses one it has. */
export default function RestrictedContentForm() {
  return (
    <ResourceForm>
      <TextInput
        source="Name"
        validate={(value: unknown) => nameProblem(value)}
        helperText={`${T}.helper`}
        fullWidth
      />
    </ResourceForm>
  );
}
