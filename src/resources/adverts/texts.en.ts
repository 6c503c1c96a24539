import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Advert |||| Adverts',
  fields: {
    id: 'ID',
    title: 'Title',
    typeApp: 'App',
    typeAdv: 'Advert type',
    imageUrl: 'Image',
    startDate: 'Starts',
    endDate: 'Ends',
    isActive: 'Status',
    createdAt: 'Created',
  },
  search: 'Search advert titles',
  apps: { GC: 'Grocery store app', WS: 'Wholesaler app' },
  advert_types: {
    POSTER: 'Poster',
    FLYER: 'Flyer',
    FACEBOOK: 'Facebook',
    LINE: 'LINE',
    TIKTOK: 'TikTok',
    YOUTUBE: 'YouTube',
    EVENT: 'Event booth',
  },
  running: { true: 'Running', false: 'Ended' },
  qr: {
    title: 'Generate a QR code',
    hint: 'The QR code leads to the app download page and counts visits by app and advert type. Print it from the high-resolution PNG or the SVG.',
    type_hint: 'English letters, digits, - or _, up to 40',
    type_invalid: 'An advert type may only hold English letters, digits, - or _, up to 40 of them',
    link: 'Link in the QR code',
    image_alt: 'QR code of %{link}',
    download_png: 'Download PNG',
    download_svg: 'Download SVG',
    failed: 'The QR code could not be made. Please try again.',
  },
} satisfies Messages;
export default texts;

export const logNames = {
  name: 'Download page visit |||| Download page visits',
  dashboard: {
    title: 'Ads dashboard',
    hint: 'Visits of the app download page from the adverts’ links and QR codes, by app and advert type.',
    start: 'From',
    end: 'To',
    all_apps: 'Both apps',
    total: 'Visits',
    top_type: 'Most visited advert type',
    top_type_detail: '%{count} visits (%{share})',
    per_day: 'Visits per day by app',
    per_type: 'Visits by advert type',
    table: 'Advert types',
    type: 'Advert type',
    type_code: 'Advert type code',
    visits: 'Visits',
    share: 'Share',
    share_percent: 'Share (%)',
    download: 'Download CSV',
    empty: 'No visits from %{start} to %{end}',
    failed: 'The visits could not be loaded',
  },
} satisfies Messages;

export const campaignTexts = {
  name: 'Campaign |||| Campaigns',
  fields: {
    id: 'ID',
    name: 'Campaign name',
    typeApp: 'Target app',
    startDate: 'Starts',
    endDate: 'Ends',
    imageUrl: 'Image',
    createdAt: 'Created',
  },
  search: 'Search campaign names',
  errors: {
    name_long: 'A campaign name may be at most 120 characters long',
    end_before_start: 'The end may not be before the start',
    ended: 'The end date has passed',
    image: 'Please upload the campaign’s image',
  },
  notifications: {
    created: 'Campaign created',
    create_failed: 'The campaign could not be created: %{message}',
  },
} satisfies Messages;
