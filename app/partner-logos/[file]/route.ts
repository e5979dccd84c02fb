import { errorResponse } from '@/lib/server-api/errors';
import { monogramSvg } from '@/lib/catalog/logo';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const svg = file.endsWith('.svg') ? monogramSvg(file.slice(0, -'.svg'.length)) : null;
  if (!svg) {
    return errorResponse(404, 'No such logo.', 'logo_not_found');
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
