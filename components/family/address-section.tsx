import type { FamilyMember } from '@/lib/family';
import { FormNote } from './form-note';
import { errorOf, type FamilyNotes } from './notes';
import type { FamilyT } from './texts';

/** A member's saved addresses (the default first), each removable, and the form to add one. */
export function AddressSection({
  t,
  locale,
  member,
  cities,
  notes,
}: {
  t: FamilyT;
  locale: string;
  member: FamilyMember;
  cities: { id: number; name: string }[];
  notes: FamilyNotes;
}) {
  const base = `/api/family/members/${member.id}/addresses`;
  const id = (name: string) => `address-${member.id}-${name}`;
  const lang = <input type="hidden" name="locale" value={locale} />;
  return (
    <section className="family-addresses" aria-labelledby={id('title')}>
      <h3 id={id('title')}>{t('addresses')}</h3>
      <FormNote t={t} notes={notes} form="address_removed" memberId={member.id} />
      <FormNote t={t} notes={notes} form="address_default" memberId={member.id} />
      {member.addresses.length === 0 ? (
        <p className="muted">{t('noAddresses')}</p>
      ) : (
        <ul className="family-address-list">
          {member.addresses.map((a) => (
            <li key={a.id}>
              <p>
                {a.address}, {a.cityName} {a.pincode}
                {a.landmark && (
                  <span className="muted"> · {t('near', { landmark: a.landmark })}</span>
                )}
                {a.isDefault && <strong className="family-badge"> {t('default')}</strong>}
              </p>
              <div className="family-actions">
                {!a.isDefault && (
                  <form method="post" action={`${base}/${a.id}/default/`}>
                    {lang}
                    <button type="submit" className="link-button">
                      {t('makeDefault')}
                    </button>
                  </form>
                )}
                <form method="post" action={`${base}/${a.id}/remove/`}>
                  {lang}
                  <button type="submit" className="link-button">
                    {t('removeAddress')}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <details open={errorOf(notes, 'address_added', member.id)}>
        <summary>{t('addAddress')}</summary>
        <form method="post" action={`${base}/`} className="family-form">
          {lang}
          <div className="family-field">
            <label htmlFor={id('city')}>{t('city')}</label>
            <select id={id('city')} name="city_id" required>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="family-field">
            <label htmlFor={id('address')}>{t('address')}</label>
            <input
              id={id('address')}
              name="address"
              autoComplete="address-line1"
              minLength={5}
              maxLength={300}
              required
            />
          </div>
          <div className="family-row">
            <div className="family-field">
              <label htmlFor={id('pincode')}>{t('pincode')}</label>
              <input
                id={id('pincode')}
                name="pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[1-9][0-9]{5}"
                maxLength={6}
                required
              />
            </div>
            <div className="family-field">
              <label htmlFor={id('landmark')}>{t('landmark')}</label>
              <input id={id('landmark')} name="landmark" maxLength={120} />
            </div>
          </div>
          <label className="family-check">
            <input type="checkbox" name="is_default" value="on" />
            <span>{t('isDefault')}</span>
          </label>
          <FormNote t={t} notes={notes} form="address_added" memberId={member.id} done={false} />
          <button type="submit" className="button">
            {t('saveAddress')}
          </button>
        </form>
      </details>
    </section>
  );
}
