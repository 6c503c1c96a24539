import { maskCitizenId } from '../../../../api/mask';
import { formatThaiId, isPersonalTaxId } from '../../../../api/thaiId';

// A second line tells partners of the same name apart (docs/decisions.md, "Partners with the same name").

export type PartnerResource = 'suppliers' | 'groceries';

const NAME_FIELD: Record<PartnerResource, string> = { suppliers: 'SupplierName', groceries: 'GroceryName' };

export interface DetailPart {
  kind: 'province' | 'tax_id' | 'id';
  value: string;
}

export interface PartnerLabel {
  name: string;
  detail: DetailPart[];
}

type PartnerRecord = { id: unknown } & Record<string, unknown>;

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A person's is masked, a company's shown (docs/decisions.md, "Personal data shown"). */
export function shownTaxId(taxId: string): string {
  return isPersonalTaxId(taxId) ? maskCitizenId(taxId) : formatThaiId(taxId.trim());
}

export const partnerName = (record: PartnerRecord, kind: PartnerResource) => textOf(record[NAME_FIELD[kind]]);

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

/** The id joins the second line when two shown together would still read the same. */
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

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function detailText(detail: readonly DetailPart[], translate: Translate): string {
  return detail
    .map((part) =>
      part.kind === 'province'
        ? part.value
        : translate(`app.partner.detail.${part.kind}`, { value: part.value }),
    )
    .join(' · ');
}

/** For a list that draws its own rows (the command palette's). */
export const partnerDetailLines =
  (kind: PartnerResource) =>
  (records: readonly PartnerRecord[], translate: Translate): Map<string, string> =>
    new Map(
      [...partnerLabels(records, kind)].map(([id, label]) => [id, detailText(label.detail, translate)]),
    );
