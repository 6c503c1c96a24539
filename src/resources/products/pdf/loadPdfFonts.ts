/**
 * The Thai font for the PDF export, as files of our own build: Vite copies the two TTFs into the
 * build output (hashed names) and gives us their URLs, so nothing is fetched from a font CDN and
 * nothing is downloaded until someone asks for a PDF. Only the export module imports this one.
 */
import regularUrl from '@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf?url';
import type { ProductPdfFonts } from './buildProductsPdf';

/** Kept for the session: a second export should not wait for the fonts again. */
let loading: Promise<ProductPdfFonts> | null = null;

export async function loadPdfFonts(): Promise<ProductPdfFonts> {
  loading ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  try {
    return await loading;
  } catch (error) {
    // A failed download (offline, deploy in progress) must not stick: the next click tries again.
    loading = null;
    throw error;
  }
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status} ${url})`);
  return new Uint8Array(await response.arrayBuffer());
}
