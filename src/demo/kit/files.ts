import { http, HttpResponse } from 'msw';
import type { DemoStore } from '../store';
import type { ServiceName } from '../../config/config';
import type { DemoContext, PictureSpec } from './types';
import { nextId, signedIn } from './input';
import { fail, ok } from './respond';

/** On the app's own origin, so an `<img>` loads them without network. */
export const FILES_PATH = '/demo-files/';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadPath = (id: number) => `${FILES_PATH}upload/${id}`;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The stored file's path, or the refusal (400 without an image, 413 above 5 MB). */
export async function receiveImage(
  store: DemoStore,
  request: Request,
  fileField = 'image',
): Promise<string | Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, `Send the image as multipart/form-data with the field "${fileField}"`);
  }
  const file = form.get(fileField);
  if (file === null || typeof file === 'string') return fail(400, `${fileField} is required (a file)`);
  if (!file.type.startsWith('image/')) return fail(400, 'Only image files can be uploaded');
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, 'Image is larger than 5 MB');
  const Base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  const id = store.change((data) => {
    const UploadId = nextId(data.uploads, (upload) => upload.UploadId);
    data.uploads.push({ UploadId, FileName: file.name, ContentType: file.type, Base64 });
    return UploadId;
  });
  return uploadPath(id);
}

const graphemes = (text: string) =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text), (part) => part.segment)
    : Array.from(text);

export function initialsOf(name: string): string {
  const word = name.trim().split(/\s+/)[0] ?? '';
  return graphemes(word).slice(0, 2).join('').toLocaleUpperCase() || '?';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** About 130 KB, fetched with the first picture, so no page waits for it before its data. */
let thaiFont: Promise<string> | undefined;
const loadThaiFont = () =>
  (thaiFont ??= import('@fontsource/sarabun/files/sarabun-thai-700-normal.woff2?inline').then(
    (module) => module.default,
  ));

export function drawSeedImage(
  { width, height, hue: offset, caption }: Pick<PictureSpec, 'width' | 'height' | 'hue' | 'caption'>,
  id: number,
  name: string,
  thaiFontDataUrl: string,
): string {
  const hue = Math.round((id * 137.508 + offset) % 360);
  const short = Math.min(width, height);
  const initials = initialsOf(name);
  const captionText = graphemes(name).length > 40 ? `${graphemes(name).slice(0, 39).join('')}…` : name;
  const captionSize = Math.round(Math.min(width / 22, height / 9));
  const font = `font-family="DemoThai, Sarabun, 'Noto Sans Thai', Tahoma, sans-serif"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">`,
    // An SVG shown by <img> may use no outside font, and many machines have no Thai one: the
    // Thai letters of Sarabun travel inside the picture (Latin falls back to the system's).
    `<defs><style>@font-face{font-family:DemoThai;src:url(${thaiFontDataUrl}) format('woff2');font-weight:100 900}</style>`,
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},62%,50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},58%,32%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(short * 0.08)}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.86)}" cy="${Math.round(height * 0.16)}" r="${Math.round(short * 0.32)}" fill="#fff" fill-opacity="0.12"/>`,
    `<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.92)}" r="${Math.round(short * 0.22)}" fill="#000" fill-opacity="0.08"/>`,
    `<text x="50%" y="${caption ? 44 : 50}%" dominant-baseline="central" text-anchor="middle" ${font} font-weight="700" font-size="${Math.round(short * 0.36)}" fill="#fff">${escapeXml(initials)}</text>`,
    caption
      ? `<text x="50%" y="${height - Math.round(captionSize * 1.2)}" text-anchor="middle" ${font} font-size="${captionSize}" fill="#fff" fill-opacity="0.92">${escapeXml(captionText)}</text>`
      : '',
    `</svg>`,
  ].join('');
}

export const seedImageUrl = (kind: string, id: number) => `${FILES_PATH}seed/${kind}/${id}.svg`;

/** `/demo-files/*` on the app's origin. No token: an `<img>` cannot send one. */
export function fileHandlers(store: DemoStore, origin: string, pictures: Record<string, PictureSpec>) {
  return [
    http.get(`${origin}${FILES_PATH}seed/:kind/:file`, async ({ params }) => {
      const kind = String(params.kind);
      const spec = Object.hasOwn(pictures, kind) ? pictures[kind] : undefined;
      const match = /^(\d+)\.svg$/.exec(String(params.file));
      if (!spec || !match) return fail(404, 'Demo file not found');
      await spec.prepare?.();
      const id = Number(match[1]);
      const record = store.collection(spec.collection).find((row) => Number(row[spec.idField]) === id);
      const name = record?.[spec.nameField];
      if (typeof name !== 'string') return fail(404, `No ${kind} ${id} to draw`);
      return new HttpResponse(drawSeedImage(spec, id, name, await loadThaiFont()), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' },
      });
    }),
    http.get(`${origin}${FILES_PATH}upload/:id`, ({ params }) => {
      const upload = store.data.uploads.find((item) => String(item.UploadId) === params.id);
      if (!upload) return fail(404, `Upload ${String(params.id)} not found`);
      return new HttpResponse(fromBase64(upload.Base64), {
        headers: { 'Content-Type': upload.ContentType, 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}

export function uploadHandler(
  ctx: DemoContext,
  {
    service,
    path,
    urlField,
    fileField,
  }: { service: ServiceName; path: string; urlField: string; fileField?: string },
) {
  return http.post(
    `${ctx.base(service)}${path}`,
    signedIn(ctx.store, async (request) => {
      const file = await receiveImage(ctx.store, request, fileField);
      return file instanceof Response ? file : ok({ [urlField]: file }, 'Uploaded');
    }),
  );
}
