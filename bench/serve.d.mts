export function serve(options: {
  root: string;
  api?: (request: Request) => Promise<Response | undefined>;
}): Promise<{ url: string; close: () => Promise<void> }>;
