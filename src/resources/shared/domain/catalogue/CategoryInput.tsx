import { ReferenceInput, SelectInput, type Validator } from 'react-admin';

interface Props {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  /** Offer only active categories (for a new choice in a form). */
  activeOnly?: boolean;
  /** Read by react-admin's filter form from the element's props. */
  alwaysOn?: boolean;
}

/** A category chosen by its title, in title order: in forms and as a list filter. */
export function CategoryInput({ source, label, validate, activeOnly }: Props) {
  return (
    <ReferenceInput
      source={source}
      reference="categories"
      sort={{ field: 'Tiltle', order: 'ASC' }}
      filter={activeOnly ? { IsActive: true } : undefined}
    >
      <SelectInput optionText="Tiltle" label={label} validate={validate} />
    </ReferenceInput>
  );
}
