import { Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { ListButton, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { ThaiIdField } from '../../personal/ThaiIdField';
import {
  AddressLines,
  FieldGrid,
  PartnerBankAccount,
  PartnerField,
  PartnerLicence,
  PartnerOwner,
  PartnerUsers,
} from './PartnerParts';
import { LookupField } from '../../ui/LookupField';
import { ShowLoadError, STAY_ON_LOAD_ERROR } from '../../ui/RecordLoadError';
import { RecordHistory } from '../../history/RecordHistory';

interface PartnerShowProps {
  /** `Supplier` or `Grocery`: the wire names are built from it (SupplierId, SupplierBankAccId). */
  kind: 'Supplier' | 'Grocery';
  /** The business types its `BusinessTypeCode` names. */
  businessTypes: string;
  /** The resources of its account users and bank accounts. */
  users: string;
  bankAccounts: string;
  /** The resource of its alcohol-selling licences. */
  licences: string;
  /** A tab of its own kind (a supplier's products), after the profile. */
  extraTab?: ReactElement;
  /** Buttons beside "back to the list". */
  actions?: ReactNode;
  /** The profile's fields after its name, contact, business type and citizen id (tax id, encrypted contact data). */
  children: ReactElement | ReactElement[];
}

/**
 * A partner's detail (a supplier, a grocery store): profile and address, account users, bank
 * account, alcohol licence, and its history.
 */
export function PartnerShow({
  kind,
  businessTypes,
  users,
  bankAccounts,
  licences,
  extraTab,
  actions,
  children,
}: PartnerShowProps) {
  return (
    <Show
      queryOptions={STAY_ON_LOAD_ERROR}
      error={<ShowLoadError />}
      actions={
        <TopToolbar>
          {actions}
          <ListButton />
        </TopToolbar>
      }
    >
      <PartnerOwner kind={kind}>
        <TabbedShowLayout>
          <TabbedShowLayout.Tab label="app.partner.tabs.profile">
            <Stack spacing={2}>
              <FieldGrid>
                <PartnerField label={`${kind}Name`}>
                  <TextField source={`${kind}Name`} />
                </PartnerField>
                <PartnerField label="ContactName">
                  <TextField source="ContactName" />
                </PartnerField>
                <PartnerField label="BusinessTypeCode">
                  <LookupField source="BusinessTypeCode" reference={businessTypes}>
                    <TextField source="BusinessType" />
                  </LookupField>
                </PartnerField>
                <PartnerField label="CitizenId">
                  <ThaiIdField source="CitizenId" kind="citizen" />
                </PartnerField>
                {children}
              </FieldGrid>
              <AddressLines />
            </Stack>
          </TabbedShowLayout.Tab>
          {extraTab}
          <TabbedShowLayout.Tab label="app.partner.tabs.users" path="users">
            <PartnerUsers reference={users} target={`${kind}Id`} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="app.partner.tabs.bank" path="bank">
            <PartnerBankAccount reference={bankAccounts} idSource={`${kind}BankAccId`} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="app.partner.tabs.licence" path="licence">
            <PartnerLicence reference={licences} nameField={`${kind}Name`} />
          </TabbedShowLayout.Tab>
          {/* Who did what to the partner and to what is its (docs/api.md, "Record history"). */}
          <TabbedShowLayout.Tab label="app.history.title" path="history">
            <RecordHistory />
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      </PartnerOwner>
    </Show>
  );
}
