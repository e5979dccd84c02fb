'use client';

import { useEffect, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@/lib/db/staff-roles';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { problemOf, staffHttp } from './api';

export interface Scope {
  role: StaffRole;
  organisationId: number | null;
  centreIds: number[];
}

interface CentreOption {
  id: number;
  name: string;
  area: string;
  city: string;
}

/** Role, and for centre staff their organisation and (some or all of) its centres. */
export function ScopeFields({
  value,
  onChange,
  organisations,
  idPrefix,
}: {
  value: Scope;
  onChange: (next: Scope) => void;
  organisations: { id: number; name: string }[];
  idPrefix: string;
}) {
  const [centres, setCentres] = useState<CentreOption[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const org = value.role === 'centre_staff' ? value.organisationId : null;

  useEffect(() => {
    if (org === null) return;
    let live = true;
    staffHttp
      .get(`/api/staff/organisations/${org}/centres/`)
      .then((data) => {
        if (live) setCentres((data as { centres: CentreOption[] }).centres);
      })
      .catch((error: unknown) => {
        if (live) setProblem(problemOf(error));
      });
    return () => {
      live = false;
    };
  }, [org]);

  const toggle = (id: number) =>
    onChange({
      ...value,
      centreIds: value.centreIds.includes(id)
        ? value.centreIds.filter((c) => c !== id)
        : [...value.centreIds, id],
    });

  return (
    <>
      <label>
        Role
        <select
          value={value.role}
          onChange={(e) =>
            onChange({ role: e.target.value as StaffRole, organisationId: null, centreIds: [] })
          }
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      {value.role === 'centre_staff' && (
        <>
          <label>
            Partner organisation
            <select
              required
              value={value.organisationId ?? ''}
              onChange={(e) => {
                setCentres([]);
                onChange({
                  ...value,
                  organisationId: e.target.value ? Number(e.target.value) : null,
                  centreIds: [],
                });
              }}
            >
              <option value="">Choose…</option>
              {organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          {org !== null && (
            <fieldset className="staff-centres">
              <legend>Centres (none ticked: all of the organisation&apos;s)</legend>
              {problem && <p className="staff-error">{problem}</p>}
              {centres.map((c) => (
                <label key={c.id} className="staff-check" htmlFor={`${idPrefix}-c${c.id}`}>
                  <input
                    id={`${idPrefix}-c${c.id}`}
                    type="checkbox"
                    checked={value.centreIds.includes(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                  {c.name}, {c.area}, {c.city}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </>
  );
}

export const scopeBody = (scope: Scope) => ({
  role: scope.role,
  ...(scope.role === 'centre_staff' && scope.organisationId !== null
    ? { organisation_id: scope.organisationId, centre_ids: scope.centreIds }
    : {}),
});
