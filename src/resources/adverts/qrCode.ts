import QRCode from 'qrcode';

/**
 * Print-ready QR codes of a landing link: error correction M (a smudged poster still reads), the
 * standard four-module quiet zone, a 1200-pixel PNG (10 cm at 300 dpi) and a vector SVG.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
export const PNG_SIZE = 1200;

export const qrPngDataUrl = (link: string) => QRCode.toDataURL(link, { ...OPTIONS, width: PNG_SIZE });
export const qrSvg = (link: string) => QRCode.toString(link, { ...OPTIONS, type: 'svg' });

/** The file name of a download: the app, the advert type and the format. */
export const qrFileName = (typeApp: string, typeAdv: string, extension: 'png' | 'svg') =>
  `qr-${typeApp}-${typeAdv}.${extension}`.toLowerCase();
