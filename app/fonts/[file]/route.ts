import { readFile } from 'node:fs/promises';
import { errorResponse } from '@/lib/server-api/errors';
import { fontFiles } from '@/lib/style/script-fonts';

// Every file is known at build time: served as static files, never from the database.
export const dynamicParams = false;
export function generateStaticParams() {
  return [...fontFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const font = fontFiles().get((await params).file);
  if (!font) return errorResponse(404, 'There is no such font.', 'font_not_found');
  return new Response(new Uint8Array(await readFile(font.source)), {
    headers: {
      'Content-Type': 'font/woff2',
      // The name changes with the content.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
