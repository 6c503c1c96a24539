import type { HttpClient } from '../../../api/http';
import type { ServiceName } from '../../../config/config';

/** An upload counts as successful only if the answer carries an image URL (docs/api.md, "Uploads"). */
export class UploadWithoutUrlError extends Error {
  constructor() {
    super('app.upload.failed');
    this.name = 'UploadWithoutUrlError';
  }
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Not SVG: it may hold script, served from an origin staff sign in on. */
export type ImageKind = 'png' | 'jpeg' | 'webp';

export const IMAGE_KINDS: Record<ImageKind, { type: string; extensions: readonly string[] }> = {
  png: { type: 'image/png', extensions: ['png'] },
  jpeg: { type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { type: 'image/webp', extensions: ['webp'] },
};

/** What the file picker offers; the bytes decide (a name or a type can say anything). */
export const IMAGE_ACCEPT = Object.values(IMAGE_KINDS)
  .map((kind) => kind.type)
  .join(',');

export const IMAGE_HEADER_BYTES = 12;

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return undefined;
}

export type ImageRefusal = 'not_image' | 'too_large';

export class ImageRefusedError extends Error {
  constructor(public readonly reason: ImageRefusal) {
    super(`app.upload.${reason}`);
    this.name = 'ImageRefusedError';
  }
}

export async function checkImageFile(file: Blob): Promise<ImageKind> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  const kind = imageKindOf(head);
  if (!kind) throw new ImageRefusedError('not_image');
  if (file.size > MAX_IMAGE_BYTES) throw new ImageRefusedError('too_large');
  return kind;
}

/** A PNG picked as `logo.svg` goes as `logo.png`, so a service keeping the name serves an image. */
function asKind(file: File, kind: ImageKind): File {
  const { type, extensions } = IMAGE_KINDS[kind];
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name || 'image';
  const name = extensions.includes(extension) ? file.name : `${stem}.${extensions[0]}`;
  return file.type === type && name === file.name ? file : new File([file], name, { type });
}

export interface UploadTarget {
  service: ServiceName;
  path: string;
  urlField: string;
  /** Default `image`. */
  fileField?: string;
}

export const PRODUCT_UPLOAD: UploadTarget = { service: 'product', path: 'Upload', urlField: 'imageUrl' };
export const PACKAGE_UPLOAD: UploadTarget = {
  service: 'package',
  path: 'KKPackage/Upload',
  urlField: 'ImageUrl',
};

/** A refused file rejects before any call is made. */
export async function uploadImage(http: HttpClient, target: UploadTarget, file: File): Promise<string> {
  const kind = await checkImageFile(file);
  const form = new FormData();
  form.append(target.fileField ?? 'image', asKind(file, kind));
  const answer = await http.request<Record<string, unknown> | null>(target.service, target.path, {
    method: 'POST',
    body: form,
  });
  const url = answer?.[target.urlField] ?? answer?.imageUrl ?? answer?.ImageUrl;
  if (typeof url !== 'string' || !url.trim()) throw new UploadWithoutUrlError();
  return url;
}
