import type { HttpClient } from '../../api/http';
import type { ServiceName } from '../../config/config';

/** Spec §5: an upload counts as successful only if the answer carries an image URL. */
export class UploadWithoutUrlError extends Error {
  constructor() {
    super('app.upload.failed');
    this.name = 'UploadWithoutUrlError';
  }
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadTarget {
  service: ServiceName;
  path: string;
  /** The answer's field holding the URL (`imageUrl` on the product service, `ImageUrl` on packages). */
  urlField: string;
  /** The multipart field the file travels in (default `image`; the store surveys' `file`). */
  fileField?: string;
}

export const PRODUCT_UPLOAD: UploadTarget = { service: 'product', path: 'Upload', urlField: 'imageUrl' };
export const PACKAGE_UPLOAD: UploadTarget = {
  service: 'package',
  path: 'KKPackage/Upload',
  urlField: 'ImageUrl',
};

/** Posts one image as the target's multipart field; resolves its URL. */
export async function uploadImage(http: HttpClient, target: UploadTarget, file: File): Promise<string> {
  const form = new FormData();
  form.append(target.fileField ?? 'image', file);
  const answer = await http.request<Record<string, unknown> | null>(target.service, target.path, {
    method: 'POST',
    body: form,
  });
  const url = answer?.[target.urlField] ?? answer?.imageUrl ?? answer?.ImageUrl;
  if (typeof url !== 'string' || !url.trim()) throw new UploadWithoutUrlError();
  return url;
}
