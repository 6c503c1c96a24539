/** A region of the master data. */
export interface RegionWire {
  RegionId: number;
  RegionName: string;
}

/**
 * Thailand's six geographical regions, as the master data names them: the regions' demo serves
 * them, and the Thai address book names every seeded address's region from them.
 */
export const seedRegions: RegionWire[] = [
  'ภาคเหนือ',
  'ภาคตะวันออกเฉียงเหนือ',
  'ภาคกลาง',
  'ภาคตะวันออก',
  'ภาคตะวันตก',
  'ภาคใต้',
].map((name, index) => ({ RegionId: index + 1, RegionName: name }));
