'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/use-browser';
import { MIN_STAFF_PASSWORD } from '@/lib/staff/contract';
import { ROLE_LABELS, type StaffRole } from '@/lib/staff/roles';
import { problemOf, staffHttp } from './api';
import { ScopeFields, scopeBody, type Scope } from './scope-fields';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  organisation: string | null;
  disabled: boolean;
  enrolled: boolean;
  /** The password is still the one an admin chose. */
  mustChangePassword: boolean;
  slowedUntil: string | null;
  slowedLabel: string | null;
}

type Organisations = { id: number; name: string }[];

// The forms here are sent by script alone: they post (nothing in an address) and their buttons
// stay disabled until the script runs, so an early click sends nothing rather than a GET.

function CreateStaff({ organisations }: { organisations: Organisations }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [scope, setScope] = useState<Scope>({
    role: 'ops_agent',
    organisationId: null,
    centreIds: [],
  });
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      await staffHttp.request('POST', '/api/staff/accounts/', {
        data: { email, name, password, ...scopeBody(scope) },
      });
      setMessage({
        ok: true,
        text: `Account created for ${email}. Give them the password: it works once, to choose their own and set up their authenticator at first login.`,
      });
      setEmail('');
      setName('');
      setPassword('');
      router.refresh();
    } catch (error) {
      setMessage({ ok: false, text: problemOf(error) });
    }
    setPending(false);
  };

  return (
    <form
      className="staff-form card"
      method="post"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="new-staff"
    >
      <h2 id="new-staff">New staff account</h2>
      <label>
        Name
        <input name="name" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Work email
        <input
          type="email"
          name="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label>
        One-time first password (at least {MIN_STAFF_PASSWORD} characters, not a common one)
        <input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_STAFF_PASSWORD}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <ScopeFields value={scope} onChange={setScope} organisations={organisations} idPrefix="new" />
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'staff-ok' : 'staff-error'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className="button" disabled={pending || !hydrated}>
        {pending ? 'Please Wait' : 'Create account'}
      </button>
    </form>
  );
}

function RowActions({
  row,
  organisations,
  self,
}: {
  row: StaffRow;
  organisations: Organisations;
  self: boolean;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [scope, setScope] = useState<Scope>({
    role: row.role,
    organisationId: null,
    centreIds: [],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const act = async (path: string, data: unknown) => {
    setPending(true);
    setProblem(null);
    try {
      await staffHttp.request('POST', `/api/staff/accounts/${row.id}/${path}/`, { data });
      setEditing(false);
      setResetting(false);
      setNewPassword('');
      router.refresh();
    } catch (error) {
      setProblem(problemOf(error));
    }
    setPending(false);
  };

  if (self) return <span className="muted">You</span>;
  return (
    <div className="staff-actions">
      <button
        type="button"
        className="link-button"
        disabled={pending || !hydrated}
        onClick={() => void act('disable', { disabled: !row.disabled })}
      >
        {row.disabled ? 'Enable' : 'Disable'}
      </button>
      {row.slowedUntil && (
        <button
          type="button"
          className="link-button"
          disabled={pending || !hydrated}
          onClick={() => void act('unlock', {})}
        >
          Clear slowing
        </button>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => setEditing(!editing)}
        aria-expanded={editing}
      >
        Change role
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => setResetting(!resetting)}
        aria-expanded={resetting}
      >
        Reset login
      </button>
      {resetting && (
        <form
          className="staff-form"
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            void act('reset', { password: newPassword });
          }}
        >
          <p className="muted">
            For a forgotten password or a lost phone: a one-time password the member replaces at the
            next login, and the authenticator set up again then.
          </p>
          <label>
            One-time password
            <input
              type="password"
              autoComplete="new-password"
              minLength={MIN_STAFF_PASSWORD}
              required
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={pending || !hydrated}>
            Reset login
          </button>
        </form>
      )}
      {editing && (
        <form
          className="staff-form"
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            void act('role', scopeBody(scope));
          }}
        >
          <ScopeFields
            value={scope}
            onChange={setScope}
            organisations={organisations}
            idPrefix={`r${row.id}`}
          />
          <button type="submit" className="button" disabled={pending || !hydrated}>
            Save role
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className="staff-error">
          {problem}
        </p>
      )}
    </div>
  );
}

export function StaffAdmin({
  rows,
  organisations,
  selfId,
}: {
  rows: StaffRow[];
  organisations: Organisations;
  selfId: string;
}) {
  return (
    <>
      <div className="staff-table-wrap">
        <table className="staff-table staff-stack">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Role</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-email={row.email}>
                <td data-label="Name">{row.name}</td>
                <td data-label="Email">{row.email}</td>
                <td data-label="Role">
                  {ROLE_LABELS[row.role]}
                  {row.organisation && <div className="muted">{row.organisation}</div>}
                </td>
                <td data-label="Status">
                  {row.disabled ? 'Disabled' : 'Active'}
                  {!row.enrolled && <div className="muted">Authenticator not set up</div>}
                  {row.mustChangePassword && (
                    <div className="muted">One-time password not yet replaced</div>
                  )}
                  {row.slowedLabel && <div className="staff-error">{row.slowedLabel}</div>}
                </td>
                <td data-label="Actions">
                  <RowActions row={row} organisations={organisations} self={row.id === selfId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CreateStaff organisations={organisations} />
    </>
  );
}
