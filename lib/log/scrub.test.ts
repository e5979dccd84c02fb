import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger } from './index';
import { scrubText } from './scrub';

const PHONE = '9796115471';
type Log = ReturnType<typeof createLogger>;

/** What the logger writes, one parsed line per call. */
function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

/** Every 4-digit run of the number: none may be in the line, not even a part of it. */
const piecesOf = (phone: string) =>
  Array.from({ length: phone.length - 3 }, (_, i) => phone.slice(i, i + 4));

function failedInsert(): DrizzleQueryError {
  // As Postgres (through pg) refuses a row: the value is in `detail`, and `where` and
  // `parameters` are where other drivers keep theirs.
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail: `Key (phone)=(${PHONE}) already exists.`,
    where: `SQL function "f" statement 1 with ${PHONE}`,
    parameters: [PHONE],
  });
  const error = new DrizzleQueryError(
    'insert into "leads" ("phone", "source") values ($1, $2)',
    [PHONE, '/a\u0000b'],
    cause,
  );
  // A stack without line numbers, so that no digit of it can look like part of the number.
  error.stack = `Error: ${error.message}\n    at recordLead (lib/call-me/leads.ts)`;
  return error;
}

describe('the logger and database errors', () => {
  it.each([
    [
      'logger.error({ err }, msg), as withApi logs a 500',
      (l: Log, e: Error) => l.error({ err: e, path: '/api/x/' }, 'unhandled error'),
    ],
    ['logger.error({ err }) with no message', (l: Log, e: Error) => l.error({ err: e })],
    ['logger.error(err)', (l: Log, e: Error) => l.error(e)],
    ['logger.warn({ error })', (l: Log, e: Error) => l.warn({ error: e }, 'x')],
  ])('%s keeps no digit of the parameters', (_how, log) => {
    const { logger, lines } = capture();
    log(logger, failedInsert());
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    for (const piece of piecesOf(PHONE)) expect(line).not.toContain(piece);
    expect(line).not.toContain('/a\\u0000b');
    // What is needed to find the bug is still there.
    expect(line).toContain('Failed query: insert into \\"leads\\"');
    expect(line).toContain('params: [redacted]');
  });

  it('keeps the rest of an error as it was', () => {
    const { logger, lines } = capture();
    logger.error({ err: new TypeError('x is undefined') }, 'unhandled error');
    const line = JSON.parse(lines[0]!) as { msg: string; err: { type: string; message: string } };
    expect(line.msg).toBe('unhandled error');
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
  });
});

describe('scrubText', () => {
  it('cuts "params: ..." from a message, and from a stack up to its first frame', () => {
    expect(scrubText('Failed query: select 1\nparams: 9796115471,x')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(scrubText('Error: Failed query: q\nparams: a,\nb\n    at f (x.ts:1:2)')).toBe(
      'Error: Failed query: q\nparams: [redacted]\n    at f (x.ts:1:2)',
    );
  });

  it('masks a mobile number Postgres quoted in its message', () => {
    expect(scrubText('invalid input syntax for type integer: "+91 97961 15471"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
  });
});

describe('health answers', () => {
  it('are redacted wherever a logged object carries them', () => {
    const { logger, lines } = capture();
    const safety = { answers: { pacemaker: 'yes' }, details: { implants: 'Titanium knee' } };
    logger.info({ safety, body: { safety }, row: { booking: { sealed: 'v1.abc' } } }, 'booking');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/pacemaker|Titanium|v1\.abc/);
    expect(lines[0]).toContain('[redacted]');
  });
});
