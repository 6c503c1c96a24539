import { useMemo } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  useChoicesContext,
  useRecordContext,
  type AutocompleteInputProps,
  type RaRecord,
} from 'react-admin';
import { partnerLabels, partnerName, type PartnerResource } from './partnerLabel';
import { PartnerText } from './PartnerText';

/**
 * An option: the partner's name and the second line that tells it from the others offered with it
 * (the choices of the same answer, the chosen one included).
 */
export function PartnerOption({ kind }: { kind: PartnerResource }) {
  const record = useRecordContext();
  const { allChoices } = useChoicesContext();
  const labels = useMemo(() => partnerLabels(allChoices ?? [], kind), [allChoices, kind]);
  if (!record) return null;
  const label = labels.get(String(record.id)) ?? partnerLabels([record], kind).get(String(record.id));
  return <PartnerText name={label?.name ?? ''} detail={label?.detail ?? []} />;
}

export type PartnerInputProps = Omit<
  AutocompleteInputProps,
  'source' | 'optionText' | 'inputText' | 'matchSuggestion' | 'filterToQuery'
> & {
  /** Which partners: suppliers or grocery stores. */
  kind: PartnerResource;
  source: string;
  /** Read by a list's filter form from the element itself. */
  alwaysOn?: boolean;
  /** Given by a list's filter form; the reference input has no use for it. */
  record?: RaRecord;
};

/**
 * A supplier or grocery store picked by name (the list's own search, on the server), each option
 * with a second line so two of the same name can be told apart (docs/decisions.md, "Partners with
 * the same name"). The input shows the name alone.
 */
export function PartnerInput({
  kind,
  source,
  alwaysOn: _alwaysOn,
  record: _record,
  ...props
}: PartnerInputProps) {
  return (
    <ReferenceInput source={source} reference={kind}>
      <AutocompleteInput
        optionText={<PartnerOption kind={kind} />}
        inputText={(choice: RaRecord) => partnerName(choice, kind)}
        // The server filters by the typed text: every option it answers matches.
        matchSuggestion={() => true}
        filterToQuery={(q: string) => ({ q })}
        {...props}
      />
    </ReferenceInput>
  );
}
