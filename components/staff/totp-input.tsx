/** The six digits an authenticator app shows: one field for login, enrolment and a password change. */
export function TotpInput({
  label = 'Code from your authenticator app',
  value,
  onChange,
  autoFocus,
}: {
  label?: string;
  value: string;
  onChange: (digits: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <label>
      {label}
      <input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </label>
  );
}
