// The report's two routes called as a browser would, for the tests of reports and of My data:
// a centre's upload of a PDF, and the patient's download.
import { NextRequest } from 'next/server';
import { GET as download } from '../booking/[reference]/report/route';
import { POST as upload } from './bookings/[reference]/report/route';

export async function uploadReport(cookie: string, reference: string, body: Buffer) {
  const request = new NextRequest(
    `http://127.0.0.1:3000/api/partner/bookings/${reference}/report/`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/pdf' },
      body: new Uint8Array(body),
    },
  );
  const response = await upload(request, { params: Promise.resolve({ reference }) });
  return { status: response.status, body: await response.json() };
}

export async function downloadReport(cookie: string | null, reference: string) {
  const request = new NextRequest(`http://127.0.0.1:3000/api/booking/${reference}/report/`, {
    headers: cookie ? { cookie } : {},
  });
  return download(request, { params: Promise.resolve({ reference }) });
}
