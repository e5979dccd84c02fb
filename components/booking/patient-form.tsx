'use client';

import type { ReactNode } from 'react';
import { GENDERS, type SavedAddress } from '@/lib/booking/contract';
import { MobileInput } from '@/components/ui/mobile-input';
import { useBookingTexts } from './texts';

export interface PatientFields {
  name: string;
  age: string;
  gender: string;
  phone: string;
  address: string;
  pincode: string;
  landmark: string;
}

export const EMPTY_PATIENT: PatientFields = {
  name: '',
  age: '',
  gender: '',
  phone: '',
  address: '',
  pincode: '',
  landmark: '',
};

/** The fields with a saved address's, or emptied for a new one. */
export function withAddress(fields: PatientFields, saved: SavedAddress | null): PatientFields {
  return {
    ...fields,
    address: saved?.address ?? '',
    pincode: saved?.pincode ?? '',
    landmark: saved?.landmark ?? '',
  };
}

/** Whether the fields hold this saved address as it is. */
export const sameAddress = (saved: SavedAddress, fields: PatientFields) =>
  saved.address === fields.address &&
  saved.pincode === fields.pincode &&
  (saved.landmark ?? '') === fields.landmark;

/** The patient, and for home service where to collect; field errors come from the server. */
export function PatientForm({
  value,
  onChange,
  homeService,
  errors,
  phoneAddon = null,
  locked = false,
  savedAddresses = [],
}: {
  value: PatientFields;
  onChange: (next: PatientFields) => void;
  homeService: boolean;
  errors: Record<string, string>;
  /** Shown under the mobile number: the step that confirms it with a one-time code. */
  phoneAddon?: ReactNode;
  /** Name, age and gender are a saved family member's: shown, not typed. */
  locked?: boolean;
  /** The patient's saved addresses in the booking's city: choosing one fills the fields. */
  savedAddresses?: SavedAddress[];
}) {
  const t = useBookingTexts();
  const field = (name: keyof PatientFields, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`patient-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`patient-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const props = (name: keyof PatientFields) => ({
    id: `patient-${name}`,
    name,
    value: value[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: e.target.value }),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `patient-${name}-error` : undefined,
  });
  const fixed = (name: keyof PatientFields) =>
    locked ? { ...props(name), readOnly: true, 'aria-readonly': true } : props(name);

  return (
    <fieldset className="patient-form">
      <legend>{t('patient.legend')}</legend>
      {field(
        'name',
        t('patient.name'),
        <input {...fixed('name')} autoComplete="name" maxLength={80} required />,
      )}
      <div className="field-row">
        {field(
          'age',
          t('patient.age'),
          <input {...fixed('age')} inputMode="numeric" maxLength={3} required />,
        )}
        {field(
          'gender',
          t('patient.gender'),
          <select {...props('gender')} disabled={locked} required>
            <option value="">{t('patient.choose')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`patient.${g}`)}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('phone', t('patient.phone'), <MobileInput {...props('phone')} required />)}
      {phoneAddon}
      {homeService && (
        <>
          {savedAddresses.length > 0 && (
            <div className="field">
              <label htmlFor="patient-saved-address">{t('patient.savedAddress')}</label>
              <select
                id="patient-saved-address"
                value={String(savedAddresses.find((a) => sameAddress(a, value))?.id ?? '')}
                onChange={(e) => {
                  const picked = savedAddresses.find((a) => String(a.id) === e.target.value);
                  onChange(picked ? withAddress(value, picked) : withAddress(value, null));
                }}
              >
                <option value="">{t('patient.newAddress')}</option>
                {savedAddresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.address}, {a.pincode}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* HTML's autofill allows street-address on a multi-line field only: one line is
              address-line1. */}
          {field(
            'address',
            t('patient.address'),
            <input {...props('address')} autoComplete="address-line1" maxLength={200} required />,
          )}
          <div className="field-row">
            {field(
              'pincode',
              t('patient.pincode'),
              <input
                {...props('pincode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                required
              />,
            )}
            {field(
              'landmark',
              t('patient.landmark'),
              <input {...props('landmark')} maxLength={100} />,
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
