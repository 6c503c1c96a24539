import { TextInput } from 'react-admin';
import { ResourceCreate, ResourceForm } from '../shared/ui/ResourceForms';
import { positionNameProblem } from './positionRules';

const validateName = (value: unknown) => positionNameProblem(value);

/** A new position: its name. */
export default function PositionCreate() {
  return (
    <ResourceCreate>
      <ResourceForm>
        <TextInput source="positionName" validate={validateName} fullWidth />
      </ResourceForm>
    </ResourceCreate>
  );
}
