import { seedImageUrl } from './files';
import { createRandom } from './random';
import { fail } from './respond';
import { loadThaiAddresses } from './thaiAddresses';
import type { DemoCollections, DemoWorld, ResourceDemo } from './types';

/** The demo service's own codes (config.json's `workflow.licence` defaults name them). */
const PENDING = 'PENDING';
const APPROVED = 'APPROVED';
const REJECTED = 'REJECTED';

const REJECTIONS = [
  'ใบอนุญาตหมดอายุ กรุณาแนบฉบับปัจจุบัน',
  'ชื่อในใบอนุญาตไม่ตรงกับชื่อร้าน',
  'ภาพเอกสารไม่ชัด กรุณาถ่ายใหม่',
  'ใบอนุญาตไม่ครอบคลุมประเภทการขายที่ขอ',
];

const DAY = 24 * 60 * 60 * 1000;

type Partners = 'suppliers' | 'groceries';

interface LicenceDemoOptions<P extends Partners> {
  partners: P;
  idField: keyof DemoCollections[P] & string;
  nameField: keyof DemoCollections[P] & string;
  pictureKind: string;
  collection: string;
  seed: number;
  /** Passed in, as the kit imports no resource code. */
  remarkProblem: (decision: 'approve' | 'reject', remark: unknown) => string | undefined;
}

export function licenceDemo<P extends Partners>(options: LicenceDemoOptions<P>): ResourceDemo {
  const seed = (world: DemoWorld) => {
    const random = createRandom(options.seed);
    const start = Date.UTC(2026, 0, 5);
    return world
      .seeded(options.partners)
      .filter((_, index) => index % 3 === 0)
      .map((partner, index) => {
        const requested = start + random.int(0, 300) * DAY + random.int(0, 10 * 60) * 60_000;
        const roll = random.next();
        const status = roll < 0.45 ? PENDING : roll < 0.85 ? APPROVED : REJECTED;
        return {
          [options.idField]: partner[options.idField],
          [options.nameField]: partner[options.nameField],
          BusinessTypeCode: partner.BusinessTypeCode,
          ApprovedStatus: status,
          Remark: status === REJECTED ? random.pick(REJECTIONS) : '',
          LicenceNo: index + 1,
          // A few asked without attaching the licence yet.
          LicenceImgUrl: random.chance(0.9) ? seedImageUrl(options.pictureKind, index + 1) : '',
          RequestedAt: new Date(requested).toISOString(),
          UpdatedAt: new Date(requested + (status === PENDING ? 0 : random.int(1, 6) * DAY)).toISOString(),
        };
      })
      .sort((a, b) => b.RequestedAt.localeCompare(a.RequestedAt));
  };
  return {
    prepare: loadThaiAddresses,
    seed,
    pictures: {
      [options.pictureKind]: {
        collection: options.collection,
        idField: 'LicenceNo',
        nameField: options.nameField,
        width: 640,
        height: 420,
        hue: 30,
        caption: true,
      },
    },
    fromBody: (body, _ctx, current) => {
      if (!current) return fail(405, 'Licence requests are made by the partners');
      const status = String(body.ApprovedStatus ?? '');
      if (status !== APPROVED && status !== REJECTED)
        return fail(400, `ApprovedStatus must be ${APPROVED} or ${REJECTED}`);
      if (options.remarkProblem(status === APPROVED ? 'approve' : 'reject', body.Remark))
        return fail(400, 'A rejection needs a Remark');
      if (!body.UserId) return fail(400, 'UserId is required');
      return {
        ...current,
        ApprovedStatus: status,
        Remark: String(body.Remark ?? ''),
        UpdatedAt: new Date().toISOString(),
      };
    },
  };
}
