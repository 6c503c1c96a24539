/**
 * The Thai font of the reports, as files of our own build (src/assets/fonts, SIL Open Font Licence
 * beside them): Vite copies the two TTFs into the build output under hashed names and gives us their
 * URLs, so nothing is fetched from a font CDN and nothing is downloaded until someone asks for a PDF.
 */
import regularUrl from '../../../../assets/fonts/Sarabun_400Regular.ttf?url';
import boldUrl from '../../../../assets/fonts/Sarabun_700Bold.ttf?url';
import type { ReportFonts } from './reportPdf';

/** Kept for the session: a second export should not wait for the fonts again. */
let loading: Promise<ReportFonts> | null = null;

export async function loadReportFonts(): Promise<ReportFonts> {
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
