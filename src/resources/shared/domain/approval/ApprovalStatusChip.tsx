import { useRecordContext, useTranslate } from 'react-admin';
import { useAppConfig } from '../../../../config/ConfigContext';
import { StatusChip, type StatusColour } from '../../ui/StatusChip';
import { licenceMeaning, licenceStatusLabel, type LicenceMeaning } from './approvalRules';

const COLOURS: Record<LicenceMeaning, StatusColour> = {
  waiting: 'warning',
  approve: 'success',
  reject: 'error',
};

/**
 * The approval status by what config.json's `workflow.licence` says its code means, translated; a
 * code it does not name is shown as the server sent it.
 */
export function ApprovalStatusChip({ source = 'ApprovedStatus' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const workflow = useAppConfig().workflow.licence;
  const value = record?.[source];
  const code = value === null || value === undefined ? '' : String(value);
  const label = licenceStatusLabel(code, workflow);
  const meaning = licenceMeaning(code, workflow);
  return (
    <span data-testid="approval-status">
      <StatusChip
        source={source}
        colours={meaning ? { [code]: COLOURS[meaning] } : {}}
        text={label ? translate(label) : code}
      />
    </span>
  );
}
