import { checkReadiness } from '@/lib/ops/readiness';

/** GET /api/ready — readiness: 200 when the catalogue is loaded and the stores answer, else 503 with the failing checks. */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const report = await checkReadiness();
  return Response.json({ status: report.ready ? 'ready' : 'not-ready', checks: report.checks }, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
