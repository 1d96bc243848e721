import { PRIVACY_NOTICES } from '@autoskola/rules/privacy-notices';
import { currentRetentionMonths, currentSchool } from '@autoskola/school';
import { slovakCount } from '@autoskola/ui';
import './gdpr-page.css';

const months = (count: number) => slovakCount(count, ['mesiac', 'mesiace', 'mesiacov']);

export default function GdprPage() {
  const school = currentSchool();
  // The period the server's deletion job uses (RETENTION_RESOLVED_MONTHS), written into the page.
  const retention = months(currentRetentionMonths());
  return (
    <article className="page legal">
      <h1>Ochrana osobných údajov</h1>
      <p>
        Táto informácia vysvetľuje, ako {school.name} spracúva osobné údaje podľa nariadenia Európskeho parlamentu a
        Rady (EÚ) 2016/679 (GDPR) a zákona č. 18/2018 Z. z. o ochrane osobných údajov.
      </p>

      <h2>I. Prevádzkovateľ</h2>
      <p>
        Prevádzkovateľom je {school.operatorName}, so sídlom {school.operatorAddress}, IČO {school.companyId}. Kontaktná
        osoba pre ochranu osobných údajov: {school.contactPerson}, e-mail{' '}
        <a href={`mailto:${school.privacyEmail}`}>{school.privacyEmail}</a>.
      </p>

      <h2>II. Dotknutá osoba</h2>
      <p>
        Dotknutou osobou je každá fyzická osoba, ktorá prevádzkovateľa kontaktuje prostredníctvom kontaktného formulára
        na tejto stránke alebo e-mailom, vytvorí si na nej účet alebo sa prihlási na kurz (a zákonný zástupca
        neplnoletého uchádzača).
      </p>

      <h2>III. Spracúvané osobné údaje</h2>
      <p>
        Spracúvame meno, priezvisko a e-mailovú adresu (prípadne telefónne číslo), ktoré nám zašlete prostredníctvom
        formulára alebo e-mailom, a obsah Vašej správy.
      </p>
      {PRIVACY_NOTICES.flatMap((notice) => notice.processed).map((text) => (
        <p key={text}>{text}</p>
      ))}

      <h2>IV. Účel a právny základ spracúvania</h2>
      <ul>
        <li>Spätné kontaktovanie a odpoveď na Vašu otázku – na základe Vášho súhlasu (čl. 6 ods. 1 písm. a) GDPR).</li>
        {PRIVACY_NOTICES.flatMap((notice) => notice.purposes).map((text) => (
          <li key={text}>{text}</li>
        ))}
        <li>
          Plnenie zákonných povinností prevádzkovateľa, napríklad v oblasti účtovníctva a vedenia evidencie žiakov
          autoškoly – na základe zákona (čl. 6 ods. 1 písm. c) GDPR).
        </li>
      </ul>

      <h2>V. Doba uchovávania</h2>
      <p>
        Osobné údaje z kontaktného formulára uchovávame počas vybavovania Vašej požiadavky a následne najviac{' '}
        {retention} od jej vybavenia, potom ich automaticky vymažeme. Údaje spracúvané na základe zákona uchovávame
        počas lehoty, ktorú určuje príslušný predpis.
      </p>
      {PRIVACY_NOTICES.flatMap((notice) => notice.retention).map((text) => (
        <p key={text}>{text}</p>
      ))}

      <h2>VI. Poskytovanie údajov tretím stranám</h2>
      <p>
        Osobné údaje neposkytujeme tretím stranám na marketingové účely. Prístup k nim môžu mať iba sprostredkovatelia,
        ktorí pre nás zabezpečujú prevádzku webu a e-mailu, a orgány verejnej moci, ak to ukladá zákon.
      </p>

      <h2>VII. Prenos do tretích krajín</h2>
      <p>Osobné údaje neprenášame do tretích krajín ani medzinárodným organizáciám.</p>

      <h2>VIII. Právo namietať</h2>
      <p>
        Máte právo kedykoľvek namietať proti spracúvaniu svojich osobných údajov. Námietku pošlite na{' '}
        <a href={`mailto:${school.privacyEmail}`}>{school.privacyEmail}</a>.
      </p>

      <h2>IX. Ďalšie práva dotknutej osoby</h2>
      <ul>
        <li>právo na prístup k osobným údajom – prvú kópiu poskytujeme bezplatne,</li>
        <li>právo na opravu nesprávnych údajov,</li>
        <li>právo na vymazanie údajov,</li>
        <li>právo na obmedzenie spracúvania,</li>
        <li>právo na prenosnosť údajov,</li>
        <li>právo kedykoľvek odvolať súhlas bez vplyvu na zákonnosť spracúvania pred jeho odvolaním,</li>
        <li>
          právo podať sťažnosť dozornému orgánu – Úradu na ochranu osobných údajov Slovenskej republiky, Hraničná 12,
          820 07 Bratislava 27.
        </li>
      </ul>
      <p>
        Svoje práva môžete uplatniť u kontaktnej osoby {school.contactPerson} na e-maile{' '}
        <a href={`mailto:${school.privacyEmail}`}>{school.privacyEmail}</a> alebo písomne na adrese sídla
        prevádzkovateľa.
      </p>
    </article>
  );
}
