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
  kind: PartnerResource;
  source: string;
  /** Read by a list's filter form from the element itself. */
  alwaysOn?: boolean;
  /** Given by a list's filter form; the reference input has no use for it. */
  record?: RaRecord;
};

/** Each option with a second line (docs/decisions.md, "Partners with the same name"). */
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
