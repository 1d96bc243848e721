import { formatPhone, formatPostalCode } from '@autoskola/rules/contact-details';
import { currentSchool } from '@autoskola/school';
import { useHydrated } from '@autoskola/ui';
import { useState } from 'react';
import './school-contacts.css';

/** The map loads only when asked for: no third-party content slows or tracks the first visit. */
function MapEmbed({ url, place }: { url: string; place: string }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return shown ? (
    <iframe className="school-contacts__map" src={url} title={`Mapa – ${place}`} loading="lazy" />
  ) : (
    <div className="school-contacts__map school-contacts__map--placeholder">
      <button type="button" className="button" disabled={!hydrated} onClick={() => setShown(true)}>
        Zobraziť mapu
      </button>
    </div>
  );
}

export function SchoolContacts() {
  const school = currentSchool();
  const postalCode = formatPostalCode(school.postalCode);
  const place = `${school.street}, ${postalCode} ${school.town}`;
  return (
    <aside className="school-contacts" aria-label="Kontaktné údaje">
      <MapEmbed url={school.mapUrl} place={place} />
      <address className="school-contacts__details">
        <strong>{school.name}</strong>
        <br />
        {school.street}
        <br />
        {postalCode} {school.town}
        <br />
        Telefón: <a href={`tel:${school.phone.replace(/\s+/g, '')}`}>{formatPhone(school.phone)}</a>
        <br />
        E-mail: <a href={`mailto:${school.email}`}>{school.email}</a>
        <br />
        IČO: {school.companyId}
      </address>
    </aside>
  );
}
