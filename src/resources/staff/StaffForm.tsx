import {
  BooleanInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormSection } from '../shared/ui/FormSection';
import { withoutProblemsOfStoredValues } from '../shared/personal/personalData';
import { PersonalInput } from '../shared/personal/PersonalText';
import { ResourceForm } from '../shared/ui/ResourceForms';
import { roleChoicesOf, useServerRoles } from '../shared/domain/roles/serverRoles';
import { staffProblems } from './staffRules';

const T = 'resources.employees';

/** The personal fields the form keeps masked until revealed. */
const PERSONAL = ['email', 'phoneNo'] as const;

/**
 * A member of staff; a new one also gets a username and an initial password (the change-password
 * rules). The roles offered are the server's: those its menu allows and the member's own. The
 * e-mail and the phone stay masked until revealed, and a value kept as it came is not checked again.
 */
export default function StaffForm() {
  const record = useRecordContext();
  const translate = useTranslate();
  const roles = useServerRoles(record?.role);
  const isNew = !record?.id;
  return (
    <ResourceForm
      defaultValues={{ isActive: true }}
      validate={(values) =>
        withoutProblemsOfStoredValues(staffProblems(values, isNew), values, record, PERSONAL)
      }
    >
      <FormSection title={`${T}.sections.account`} />
      <TextInput source="username" disabled={!isNew} helperText={isNew ? `${T}.helpers.username` : false} />
      {isNew && (
        <>
          <PasswordInput source="password" helperText={`${T}.helpers.password`} autoComplete="new-password" />
          <PasswordInput source="password_again" autoComplete="new-password" />
        </>
      )}
      <SelectInput source="role" choices={roleChoicesOf(roles, translate)} translateChoice={false} />
      <ReferenceInput source="positionId" reference="positions">
        <SelectInput optionText="positionName" label={`${T}.fields.positionId`} />
      </ReferenceInput>
      <BooleanInput source="isActive" />
      <FormSection title={`${T}.sections.contact`} />
      <TextInput source="name" fullWidth />
      <PersonalInput source="email" kind="email">
        <TextInput source="email" type="email" />
      </PersonalInput>
      <PersonalInput source="phoneNo" kind="phone">
        <TextInput source="phoneNo" helperText={`${T}.helpers.phone`} />
      </PersonalInput>
    </ResourceForm>
  );
}
