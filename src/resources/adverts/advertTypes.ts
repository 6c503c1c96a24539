/** Where the marketing team runs adverts: the `TypeAdv` codes their links carry (assumed, docs/api.md). */
export const ADVERT_TYPES = ['POSTER', 'FLYER', 'FACEBOOK', 'LINE', 'TIKTOK', 'YOUTUBE', 'EVENT'] as const;
