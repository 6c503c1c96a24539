import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../api/http';
import {
  checkImageFile,
  IMAGE_ACCEPT,
  imageKindOf,
  ImageRefusedError,
  MAX_IMAGE_BYTES,
  PRODUCT_UPLOAD,
  uploadImage,
} from './uploads';

// Every header below is written out by hand from the formats' own definitions.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
// "RIFF", a little-endian size, "WEBP", then "VP8 "
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20];
// '<svg xmlns="http://www.w3.org/2000/svg"><script>'
const SVG = [0x3c, 0x73, 0x76, 0x67, 0x20, 0x78, 0x6d, 0x6c, 0x6e, 0x73, 0x3d, 0x22];
// '<?xml version'
const XML = [0x3c, 0x3f, 0x78, 0x6d, 0x6c, 0x20, 0x76, 0x65, 0x72, 0x73, 0x69, 0x6f];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00];
// "RIFF", a size, "WAVE": a sound, not a WebP
const WAVE = [0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x41, 0x56, 0x45];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

const bytes = (values: number[]) => new Uint8Array(values);

describe('imageKindOf (the first bytes decide)', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
    ['a WebP', WEBP, 'webp'],
  ] as const)('knows %s', (_name, header, kind) => {
    expect(imageKindOf(bytes([...header]))).toBe(kind);
  });

  it.each([
    ['an SVG', SVG],
    ['an SVG with an XML declaration', XML],
    ['a GIF', GIF],
    ['a RIFF file that is not WebP (WAVE)', WAVE],
    ['a PDF', PDF],
    ['an empty file', []],
    ["a PNG's signature cut short", PNG.slice(0, 7)],
    ["a JPEG's marker cut short", JPEG.slice(0, 2)],
    ['RIFF without its WEBP tag', WEBP.slice(0, 11)],
    ['a PNG signature one byte off', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]],
  ])('refuses %s', (_name, header) => {
    expect(imageKindOf(bytes(header))).toBeUndefined();
  });
});

describe('checkImageFile', () => {
  const file = (header: number[], name: string, type: string, size = header.length) => {
    const body = new Uint8Array(size);
    body.set(header.slice(0, size));
    return new File([body], name, { type });
  };

  it('refuses an SVG whatever its name and type say', async () => {
    await expect(checkImageFile(file(SVG, 'logo.png', 'image/png'))).rejects.toMatchObject({
      reason: 'not_image',
      message: 'app.upload.not_image',
    });
  });

  it('takes a JPEG named otherwise, and refuses one over 5 MB', async () => {
    await expect(checkImageFile(file(JPEG, 'photo.svg', 'image/svg+xml'))).resolves.toBe('jpeg');
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    await expect(checkImageFile(file(PNG, 'big.png', 'image/png', 5_242_880))).resolves.toBe('png');
    await expect(checkImageFile(file(PNG, 'big.png', 'image/png', 5_242_881))).rejects.toMatchObject({
      reason: 'too_large',
    });
  });

  it('offers only the three kinds in the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp');
  });
});

describe('uploadImage', () => {
  const httpAnswering = () => {
    const request = vi.fn(async () => ({ imageUrl: '/files/1' }));
    return { http: { request } as unknown as HttpClient, request };
  };

  it('makes no call for a refused file', async () => {
    const { http, request } = httpAnswering();
    const svg = new File([bytes(SVG)], 'logo.png', { type: 'image/png' });
    await expect(uploadImage(http, PRODUCT_UPLOAD, svg)).rejects.toBeInstanceOf(ImageRefusedError);
    expect(request).not.toHaveBeenCalled();
  });

  it("sends a file as its bytes' kind: type and extension", async () => {
    const { http, request } = httpAnswering();
    const webp = new File([bytes(WEBP)], 'banner.svg', { type: 'image/svg+xml' });
    await expect(uploadImage(http, PRODUCT_UPLOAD, webp)).resolves.toBe('/files/1');
    const [service, path, options] = request.mock.calls[0] as unknown as [string, string, { body: FormData }];
    expect([service, path]).toEqual(['product', 'Upload']);
    const sent = options.body.get('image') as File;
    expect(sent.name).toBe('banner.webp');
    expect(sent.type).toBe('image/webp');
    expect(sent.size).toBe(16);
  });
});
