/** The demo school's learning-material categories, each with its materials as the editor stores them. */
export const demoCategories = [
  {
    name: 'Dopravné značky',
    position: 1,
    materials: [
      {
        name: 'Výstražné značky',
        content:
          '<h4>Výstražné značky</h4><p>Upozorňujú na miesto, kde hrozí <strong>nebezpečenstvo</strong>, ktoré nemusí byť včas rozpoznateľné.</p><ul><li>majú tvar rovnostranného trojuholníka s červeným okrajom,</li><li>umiestňujú sa spravidla 50 až 250 m pred nebezpečným miestom.</li></ul>',
      },
      {
        name: 'Značky upravujúce prednosť',
        content:
          '<h4>Prednosť v jazde</h4><p>Značka <em>Daj prednosť v jazde!</em> ukladá vodičovi povinnosť dať prednosť vozidlám na križovatke.</p><p>Značka <strong>Stoj, daj prednosť v jazde!</strong> vyžaduje zastaviť vždy.</p>',
      },
      {
        name: 'Zákazové značky',
        content:
          '<h4>Zákazové značky</h4><p>Ukladajú zákazy alebo obmedzenia. Platia spravidla od miesta, kde sú umiestnené, po najbližšiu križovatku.</p>',
      },
    ],
  },
  {
    name: 'Pravidlá cestnej premávky',
    position: 2,
    materials: [
      {
        name: 'Základné pojmy',
        content:
          '<h4>Základné pojmy</h4><p><strong>Cesta</strong> je pozemná komunikácia určená na premávku vozidiel a chodcov.</p><ul><li>vodič,</li><li>chodec,</li><li>križovatka.</li></ul>',
      },
      {
        name: 'Najvyššia dovolená rýchlosť',
        content:
          '<h4>Rýchlosť</h4><ul><li>v obci 50 km/h,</li><li>mimo obce 90 km/h,</li><li>na diaľnici 130 km/h.</li></ul><p>Znenie zákona nájdete na <a href="https://www.slov-lex.sk" rel="noopener noreferrer" target="_blank">Slov-Lex</a>.</p>',
      },
      {
        name: 'Predchádzanie',
        content:
          '<h4>Predchádzanie</h4><p>Vodič smie predchádzať iba vtedy, ak má <strong>dostatočný rozhľad</strong> a neohrozí protiidúce vozidlá.</p>',
      },
      {
        name: 'Otáčanie a cúvanie',
        content:
          '<h4>Otáčanie a cúvanie</h4><p>Pri otáčaní a cúvaní nesmie vodič ohroziť ostatných účastníkov cestnej premávky.</p>',
      },
    ],
  },
  {
    name: 'Prvá pomoc',
    position: 3,
    materials: [
      {
        name: 'Postup pri dopravnej nehode',
        content:
          '<h4>Postup</h4><ul><li>zabezpečte miesto nehody,</li><li>volajte <a href="tel:112" rel="noopener noreferrer" target="_blank">112</a>,</li><li>poskytnite prvú pomoc.</li></ul>',
      },
      {
        name: 'Stabilizovaná poloha',
        content:
          '<h4>Stabilizovaná poloha</h4><p>Osobu v bezvedomí, ktorá dýcha, uložíme do stabilizovanej polohy a sledujeme dýchanie.</p>',
      },
      {
        name: 'Obsah lekárničky',
        content:
          '<h4>Autolekárnička</h4><p>Obsah lekárničky určuje vyhláška. Skontrolujte <em>dátum spotreby</em> obväzového materiálu.</p>',
      },
    ],
  },
];
