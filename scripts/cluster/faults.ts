// The cluster scenarios about failure: a server killed under load, a server told to stop under
// keep-alive load, and the primary going away under a server's readiness check.
import http from 'node:http';
import { clearRateLimits } from './db';
import { check, percentile, type Context } from './context';
import { shutdownBoundSeconds } from './env';
import { call, describe } from './http';
import {
  alive,
  appPid,
  killGroup,
  primaryRunning,
  restartApp,
  startPrimary,
  stopPrimary,
  waitGroupGone,
} from './processes';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** e. kill -9 of server A during a stream of call-me posts through nginx loses no acknowledged lead. */
export async function killUnderLeads(ctx: Context): Promise<string> {
  const { env } = ctx;
  const EVERY_MS = 40; // 25 leads a second
  const DURATION_MS = 8_000;
  const KILL_AT_MS = 2_500;
  const source = `/cluster-test/${ctx.runId}/`;
  const pid = appPid(env, 'A');
  check(alive(pid), `app server A (pid ${pid}) is not running`);

  interface Outcome {
    phone: string;
    sentAt: number;
    status: number | string;
  }
  const outcomes: Outcome[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let killedAt = -1;
  for (let i = 0; performance.now() - started < DURATION_MS; i++) {
    // Through nginx everything comes from 127.0.0.1, whose budget is 60 leads in 10 minutes:
    // emptied every 40 posts so the stream tests durability, not the per-address limit.
    if (i % 40 === 0) await clearRateLimits(ctx.dbs);
    if (killedAt < 0 && performance.now() - started >= KILL_AT_MS) {
      killGroup(pid);
      killedAt = performance.now() - started;
    }
    const phone = ctx.phone();
    const sentAt = performance.now() - started;
    inFlight.push(
      call(env.CLUSTER_URL, '/api/aggregator/call_me/', {
        body: { call_me_number: phone, source },
        timeoutMs: 20_000,
      }).then(
        (a) => void outcomes.push({ phone, sentAt, status: a.status }),
        (e: unknown) =>
          void outcomes.push({
            phone,
            sentAt,
            status: e instanceof Error ? `no answer (${e.name})` : 'no answer',
          }),
      ),
    );
    await sleep(EVERY_MS);
  }
  await Promise.all(inFlight);
  const goneMs = await waitGroupGone(pid, 5_000);

  const { rows } = await ctx.dbs.primary.query<{ phone: string }>(
    'select phone from leads where source = $1',
    [source],
  );
  const stored = new Set(rows.map((r) => r.phone));
  const acknowledged = outcomes.filter((o) => typeof o.status === 'number' && o.status < 300);
  const lost = acknowledged.filter((o) => !stored.has(o.phone));
  const failed = outcomes.filter((o) => !acknowledged.includes(o));
  const byStatus = new Map<string, number>();
  for (const o of failed) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
  const failures = [...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none';
  const servedAfterKill = acknowledged.filter((o) => o.sentAt > killedAt + 500).length;

  const restartStarted = performance.now();
  const newPid = await restartApp(env, 'A');
  const restartMs = performance.now() - restartStarted;
  const health = await call(env.CLUSTER_URL, '/api/health/');

  const figures = `${outcomes.length} leads posted through nginx, A's process group killed (SIGKILL) at ${seconds(killedAt)}: ${acknowledged.length} acknowledged, ${acknowledged.length - lost.length} of them stored; failed: ${failures}; ${servedAfterKill} acknowledged after the kill (B alone); A restarted (pid ${newPid}) and healthy in ${seconds(restartMs)}`;
  check(goneMs !== null, `A's group (${pid}) was still running 5 s after SIGKILL; ${figures}`);
  check(
    lost.length === 0,
    `${lost.length} acknowledged leads have no row (${lost
      .slice(0, 3)
      .map((o) => `${o.phone} at ${Math.round(o.sentAt)} ms`)
      .join(', ')}); ${figures}`,
  );
  check(servedAfterKill > 0, `nothing was acknowledged after the kill; ${figures}`);
  check(health.status === 200, `nginx's /api/health/ after the restart: ${describe(health)}`);
  return figures;
}

interface Sent {
  path: string;
  /** The keep-alive socket it went on (numbered by this test), once it had one. */
  socket?: number;
  /** It went on a socket an earlier request had used. */
  reused?: boolean;
  /** When the request was fully written to the socket; undefined if it never was. */
  writtenAt?: number;
  endedAt: number;
  status?: number;
  error?: string;
  /** Whether the response asked to close the connection. */
  closing?: boolean;
}

const socketIds = new WeakMap<object, number>();
let socketCount = 0;
function socketId(socket: object): number {
  let id = socketIds.get(socket);
  if (id === undefined) socketIds.set(socket, (id = ++socketCount));
  return id;
}

function send(agent: http.Agent, port: number, path: string): Promise<Sent> {
  return new Promise((resolve) => {
    const sent: Sent = { path, endedAt: 0 };
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        sent.status = res.statusCode;
        sent.closing = res.headers.connection === 'close';
        sent.endedAt = performance.now();
        resolve(sent);
      });
      res.on('error', (e: NodeJS.ErrnoException) => {
        sent.error = `response cut: ${e.code ?? e.message}`;
        sent.endedAt = performance.now();
        resolve(sent);
      });
    });
    req.on('socket', (socket) => {
      sent.socket = socketId(socket);
      sent.reused = req.reusedSocket;
    });
    req.on('finish', () => (sent.writtenAt = performance.now()));
    req.on('error', (e: NodeJS.ErrnoException) => {
      sent.error ??= e.code ?? e.message;
      sent.endedAt = performance.now();
      resolve(sent);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

/**
 * A request written after the signal and reset without an answer is the keep-alive race every
 * HTTP/1.1 client must expect (RFC 9112 9.3.1): the server closed a connection that was idle
 * as far as it knew (it may have answered the previous request before it saw the signal)
 * while the request was on its way. That is the case only on a reused socket whose previous
 * answer did not say "Connection: close", so the client could not know; it can happen once
 * per socket, since the socket is gone after it. Any other loss is the server's.
 */
function keepAliveRace(r: Sent, records: Sent[]): boolean {
  if (!r.reused || r.socket === undefined || r.status !== undefined) return false;
  const same = records
    .filter((o) => o.socket === r.socket && o.writtenAt !== undefined)
    .sort((a, b) => a.writtenAt! - b.writtenAt!);
  const previous = same[same.indexOf(r) - 1];
  return previous?.status !== undefined && !previous.closing;
}

/**
 * f. SIGTERM to server B's process group under keep-alive load: every request written before
 * the signal gets its answer, a later one fails only if it was never sent (or met the
 * keep-alive race above), and the server exits within its bound.
 */
export async function drainOnSigterm(ctx: Context): Promise<string> {
  const { env, catalogue } = ctx;
  const port = Number(env.APP_B_PORT);
  const bound = shutdownBoundSeconds(env);
  const pid = appPid(env, 'B');
  check(alive(pid), `app server B (pid ${pid}) is not running`);
  const paths = [
    `/hyderabad/mri-knee/${catalogue.mriKnee}/`,
    '/api/health/',
    `/search/?query=mri+brian&city_id=${catalogue.cityId}`,
  ];
  const SOCKETS = 8;
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const records: Sent[] = [];
  let stop = false;
  const workers = Array.from({ length: SOCKETS }, async (_, w) => {
    for (let i = w; !stop; i++) {
      const r = await send(agent, port, paths[i % paths.length]!);
      records.push(r);
      // Refused: the listener is closed; try again a little later, as a client would.
      if (r.error) await sleep(25);
    }
  });
  await sleep(1_500);
  const signalAt = performance.now();
  // To the whole group, as systemd or `kill -- -PGID` sends it: npm alone would relay it only
  // to its `sh -c`, which dies of it and leaves the server running, orphaned, on its port.
  process.kill(-pid, 'SIGTERM');
  const exitMs = await waitGroupGone(pid, (bound + 5) * 1000);
  stop = true;
  await Promise.all(workers);
  agent.destroy();

  const before = records.filter((r) => r.writtenAt !== undefined && r.writtenAt < signalAt);
  const inFlight = before.filter((r) => r.endedAt > signalAt);
  const after = records.filter((r) => r.writtenAt !== undefined && r.writtenAt >= signalAt);
  const neverSent = records.filter((r) => r.writtenAt === undefined);
  const problems: string[] = [];
  const unanswered = before.filter((r) => r.status !== 200);
  for (const r of unanswered) {
    problems.push(`written before the signal, ${r.path} got ${r.error ?? r.status}`);
  }
  const raced = after.filter((r) => r.error && keepAliveRace(r, records));
  for (const r of after) {
    if (r.error && !raced.includes(r)) {
      problems.push(
        `written ${Math.round(r.writtenAt! - signalAt)} ms after the signal on ${r.reused ? 'a reused' : 'a new'} socket, ${r.path} got ${r.error}`,
      );
    }
  }
  for (const r of neverSent) {
    if (!['ECONNREFUSED', 'ECONNRESET'].includes(r.error ?? '')) {
      problems.push(`not sent, ${r.path} failed with ${r.error ?? r.status}`);
    }
  }
  const answeredAfter = after.filter((r) => r.status !== undefined);
  const statuses = new Map<number, number>();
  for (const r of answeredAfter) statuses.set(r.status!, (statuses.get(r.status!) ?? 0) + 1);
  const latencies = inFlight.map((r) => r.endedAt - signalAt);

  if (exitMs === null) killGroup(pid); // so the restart below can have its port
  const restartStarted = performance.now();
  const newPid = await restartApp(env, 'B');
  const restartMs = performance.now() - restartStarted;

  const exitText =
    exitMs === null
      ? `still running after ${bound + 5} s (killed)`
      : `exited ${seconds(exitMs)} after SIGTERM`;
  const figures = `${records.length} requests on ${SOCKETS} keep-alive sockets; ${before.length} written before SIGTERM, ${before.length - unanswered.length} answered 200 (${inFlight.length} in flight at the signal, last done ${Math.round(percentile(latencies, 100))} ms after it); after it ${answeredAfter.length} answered (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'}), ${after.length - answeredAfter.length} written and not answered (${raced.length} of them the keep-alive race), ${neverSent.length} never sent (refused/reset); server ${exitText} (bound ${bound} s); restarted (pid ${newPid}) in ${seconds(restartMs)}`;
  check(problems.length === 0, `${problems.slice(0, 3).join('; ')}; ${figures}`);
  // The server's bound, plus a second for npm and its shell to follow it out.
  check(
    exitMs !== null && exitMs <= (bound + 1) * 1000,
    `the server did not exit within its bound; ${figures}`,
  );
  check(inFlight.length > 0, `no request was in flight at the signal; ${figures}`);
  return figures;
}

/** g. Readiness on A: 503 within 2 s of stopping the primary, 200 again after it returns. */
export async function readinessFollowsPrimary(ctx: Context): Promise<string> {
  const { env } = ctx;
  const A = env.APP_A_URL;
  const ready = () => call(A, '/api/health/ready/', { timeoutMs: 1_500 }).catch(() => null);
  const first = await ready();
  check(
    first && first.status === 200 && first.json !== null,
    `GET /api/health/ready/ on A answered ${first ? describe(first) : 'nothing'} with the primary up`,
  );

  // Liveness is watched all along: it must not follow the database.
  const liveness: string[] = [];
  let watching = true;
  const watcher = (async () => {
    let n = 0;
    while (watching) {
      const a = await call(A, '/api/health/', { timeoutMs: 2_000 }).catch(() => null);
      n++;
      if (!a || a.status !== 200) liveness.push(a ? describe(a) : 'no answer');
      await sleep(100);
    }
    return n;
  })();

  let stopped = false;
  try {
    await stopPrimary(env);
    stopped = true;
    const stoppedAt = performance.now();
    let notReadyMs: number | null = null;
    let last = '';
    while (performance.now() - stoppedAt < 5_000) {
      const a = await ready();
      last = a ? describe(a) : 'no answer';
      if (a?.status === 503) {
        notReadyMs = performance.now() - stoppedAt;
        break;
      }
      await sleep(100);
    }
    await startPrimary(env);
    stopped = false;
    const startedAt = performance.now();
    let readyAgainMs: number | null = null;
    while (performance.now() - startedAt < 30_000) {
      const a = await ready();
      if (a?.status === 200) {
        readyAgainMs = performance.now() - startedAt;
        break;
      }
      await sleep(100);
    }
    watching = false;
    const probes = await watcher;
    const figures = `ready 200 with the primary up; 503 ${notReadyMs === null ? `not within 5 s (last: ${last})` : `${seconds(notReadyMs)} after it stopped`}; 200 again ${readyAgainMs === null ? 'not within 30 s' : `${seconds(readyAgainMs)} after it started`}; liveness ${probes - liveness.length}/${probes} × 200 throughout`;
    check(notReadyMs !== null && notReadyMs <= 2_000, figures);
    check(readyAgainMs !== null, figures);
    check(liveness.length === 0, `${figures} (${liveness.slice(0, 2).join('; ')})`);
    return figures;
  } finally {
    watching = false;
    await watcher;
    if (stopped || !(await primaryRunning(env))) await startPrimary(env);
  }
}
