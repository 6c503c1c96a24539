import { maskCitizenId } from '../../../../api/mask';
import { formatThaiId, isPersonalTaxId } from '../../../../api/thaiId';

/*
 * How a partner is told apart from another of the same name wherever several are offered or listed
 * together (docs/decisions.md, "Partners with the same name"): its name, and a second line with the
 * province and, for a supplier, its tax id (a person's masked as everywhere else); the record's id
 * joins that line when two shown together would still read the same.
 */

/** The partner resources whose records may share a name. */
export type PartnerResource = 'suppliers' | 'groceries';

const NAME_FIELD: Record<PartnerResource, string> = { suppliers: 'SupplierName', groceries: 'GroceryName' };

/** One part of the second line: the province as sent, the tax id as shown, the id. */
export interface DetailPart {
  kind: 'province' | 'tax_id' | 'id';
  value: string;
}

export interface PartnerLabel {
  name: string;
  detail: DetailPart[];
}

/** The least a record needs: its id and whatever fields the service sent. */
type PartnerRecord = { id: unknown } & Record<string, unknown>;

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * A tax id as the detail screen shows it before a reveal (docs/decisions.md, "Personal data
 * shown"): a company's formatted in full, a person's (their citizen id) masked.
 */
export function shownTaxId(taxId: string): string {
  return isPersonalTaxId(taxId) ? maskCitizenId(taxId) : formatThaiId(taxId.trim());
}

/** The partner's name as sent, spaces at the ends dropped. */
export const partnerName = (record: PartnerRecord, kind: PartnerResource) => textOf(record[NAME_FIELD[kind]]);

/** Province and tax id: only what the record holds, nothing made up. */
function ownDetail(record: PartnerRecord, kind: PartnerResource): DetailPart[] {
  const parts: DetailPart[] = [];
  const province = textOf(record.ProvinceName);
  if (province) parts.push({ kind: 'province', value: province });
  const taxId = kind === 'suppliers' ? textOf(record.TaxId) : '';
  if (taxId) parts.push({ kind: 'tax_id', value: shownTaxId(taxId) });
  return parts;
}

// What people compare when they read: the same letters, however the spaces fall.
const readAs = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

/**
 * The name and second line of each partner shown together, by id. The id is added to the second
 * line of a record that has nothing else to show there, and of every record whose name and second
 * line read the same as another's.
 */
export function partnerLabels(
  records: readonly PartnerRecord[],
  kind: PartnerResource,
): Map<string, PartnerLabel> {
  const labels = new Map<string, PartnerLabel>();
  for (const record of records) {
    labels.set(String(record.id), { name: partnerName(record, kind), detail: ownDetail(record, kind) });
  }
  const lookAlike = (label: PartnerLabel) =>
    readAs([label.name, ...label.detail.map((part) => `${part.kind}:${part.value}`)].join('\n'));
  const seen = new Map<string, number>();
  for (const label of labels.values()) seen.set(lookAlike(label), (seen.get(lookAlike(label)) ?? 0) + 1);
  for (const [id, label] of labels) {
    if (label.detail.length === 0 || (seen.get(lookAlike(label)) ?? 0) > 1) {
      label.detail = [...label.detail, { kind: 'id', value: id }];
    }
  }
  return labels;
}

/** A translator as react-admin's `useTranslate` gives it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The second line as read: the province, then the labelled tax id and id (`app.partner.detail`). */
export function detailText(detail: readonly DetailPart[], translate: Translate): string {
  return detail
    .map((part) =>
      part.kind === 'province'
        ? part.value
        : translate(`app.partner.detail.${part.kind}`, { value: part.value }),
    )
    .join(' · ');
}

/**
 * The second lines of the partners shown together, by id, as text: for a list that draws its own
 * rows (the command palette's).
 */
export const partnerDetailLines =
  (kind: PartnerResource) =>
  (records: readonly PartnerRecord[], translate: Translate): Map<string, string> =>
    new Map(
      [...partnerLabels(records, kind)].map(([id, label]) => [id, detailText(label.detail, translate)]),
    );
