/** GET /api/health — liveness: the process answers. No store is touched (see /api/ready). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } });
}
