import type { AnswerLetter } from '@autoskola/rules/theory-tests';

/**
 * The demo school's theory-test questions (issue 23), written for this product, not copied from
 * the official bank. By the name of the demo category they belong to; `image` is an SVG the seed
 * turns into the question's picture.
 */
export interface DemoQuestion {
  text: string;
  answers: readonly [string, string, string];
  correct: AnswerLetter;
  points: 1 | 2 | 3;
  explanation?: string;
  image?: string;
}

const sign = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#eef2f5"/>${body}</svg>`;

const STOP = sign(
  '<polygon points="176,60 424,60 540,176 540,424 424,540 176,540 60,424 60,176" fill="#c8102e" stroke="#fff" stroke-width="16"/><text x="300" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="bold" fill="#fff" text-anchor="middle">STOP</text>',
);
const NO_ENTRY = sign(
  '<circle cx="300" cy="300" r="240" fill="#c8102e"/><rect x="120" y="260" width="360" height="80" fill="#fff"/>',
);
const CLOSED = sign(
  '<circle cx="300" cy="300" r="240" fill="#c8102e"/><circle cx="300" cy="300" r="180" fill="#fff"/>',
);
const GIVE_WAY = sign(
  '<polygon points="60,90 540,90 300,520" fill="#c8102e"/><polygon points="135,130 465,130 300,425" fill="#fff"/>',
);
const MAIN_ROAD = sign(
  '<polygon points="300,40 560,300 300,560 40,300" fill="#fff" stroke="#222" stroke-width="6"/><polygon points="300,110 490,300 300,490 110,300" fill="#f7c600"/>',
);

export const demoQuestions: Record<string, readonly DemoQuestion[]> = {
  'Dopravné značky': [
    {
      text: 'Čo znamená táto značka?',
      answers: ['Zákaz vjazdu všetkých vozidiel', 'Stoj, daj prednosť v jazde', 'Zákaz zastavenia'],
      correct: 'b',
      points: 2,
      explanation: 'Osemuholníková značka STOP prikazuje zastaviť a dať prednosť v jazde.',
      image: STOP,
    },
    {
      text: 'Čo znamená táto značka?',
      answers: ['Zákaz vjazdu všetkých vozidiel', 'Jednosmerná cesta', 'Koniec hlavnej cesty'],
      correct: 'a',
      points: 2,
      explanation: 'Červený kruh s bielym vodorovným pruhom zakazuje vjazd všetkým vozidlám v smere jazdy.',
      image: NO_ENTRY,
    },
    {
      text: 'Čo znamená táto značka?',
      answers: ['Zákaz státia', 'Kruhový objazd', 'Zákaz vjazdu všetkých vozidiel v oboch smeroch'],
      correct: 'c',
      points: 2,
      explanation: 'Biela kruhová plocha s červeným okrajom bez symbolu zakazuje vjazd v oboch smeroch.',
      image: CLOSED,
    },
    {
      text: 'Čo znamená táto značka?',
      answers: ['Daj prednosť v jazde', 'Pozor, nebezpečenstvo', 'Hlavná cesta'],
      correct: 'a',
      points: 1,
      explanation: 'Trojuholník otočený vrcholom nadol prikazuje dať prednosť v jazde.',
      image: GIVE_WAY,
    },
    {
      text: 'Čo znamená táto značka?',
      answers: ['Koniec hlavnej cesty', 'Hlavná cesta', 'Križovatka s vedľajšou cestou'],
      correct: 'b',
      points: 1,
      explanation: 'Žltý štvorec postavený na vrchol s bielym okrajom označuje hlavnú cestu.',
      image: MAIN_ROAD,
    },
    {
      text: 'Aký tvar majú spravidla výstražné dopravné značky?',
      answers: ['Kruh s modrou plochou', 'Rovnostranný trojuholník s červeným okrajom', 'Obdĺžnik so zelenou plochou'],
      correct: 'b',
      points: 1,
    },
    {
      text: 'Modrá kruhová značka s bielym symbolom je spravidla značka',
      answers: ['príkazová.', 'zákazová.', 'výstražná.'],
      correct: 'a',
      points: 1,
      explanation: 'Príkazové značky majú kruhový tvar a modrú plochu.',
    },
    {
      text: 'Ak si dočasná dopravná značka odporuje s trvalou, vodič sa riadi',
      answers: ['trvalou značkou.', 'tou, ktorá je bližšie k nemu.', 'dočasnou značkou.'],
      correct: 'c',
      points: 2,
      explanation: 'Dočasné dopravné značky majú prednosť pred trvalými.',
    },
    {
      text: 'Pokyn policajta riadiaceho premávku na križovatke',
      answers: [
        'má prednosť pred svetelnými signálmi aj dopravnými značkami.',
        'platí, len ak sa zhoduje so svetelným signálom.',
        'sa týka iba chodcov.',
      ],
      correct: 'a',
      points: 3,
    },
    {
      text: 'Dodatková tabuľka umiestnená pod dopravnou značkou',
      answers: ['ruší platnosť značky.', 'spresňuje alebo obmedzuje význam značky.', 'platí len pre cyklistov.'],
      correct: 'b',
      points: 1,
    },
    {
      text: 'Značka Zákaz zastavenia zakazuje',
      answers: ['iba státie.', 'vjazd všetkých vozidiel.', 'zastavenie aj státie.'],
      correct: 'c',
      points: 2,
      explanation: 'Kto nesmie zastaviť, nesmie ani stáť; státie bez zastavenia nie je možné.',
    },
    {
      text: 'Značka Zákaz státia (jedna šikmá čiara v modrom kruhu)',
      answers: [
        'zakazuje státie, zastavenie je dovolené.',
        'zakazuje zastavenie aj státie.',
        'zakazuje predchádzanie.',
      ],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Čierne šikmé pruhy cez symbol zákazovej značky znamenajú',
      answers: ['zákaz platí len v noci.', 'koniec tohto zákazu.', 'zákaz platí aj pre chodcov.'],
      correct: 'b',
      points: 1,
    },
    {
      text: 'Výstražná značka Deti upozorňuje na miesto, kde',
      answers: ['je zakázané zastaviť.', 'je detské ihrisko vo vzdialenosti 1 km.', 'deti často vstupujú na cestu.'],
      correct: 'c',
      points: 1,
    },
    {
      text: 'Modrá obdĺžniková značka s bielou šípkou smerujúcou nahor označuje',
      answers: ['jednosmernú cestu.', 'parkovisko.', 'koniec obce.'],
      correct: 'a',
      points: 1,
    },
  ],
  'Pravidlá cestnej premávky': [
    {
      text: 'Akou najvyššou rýchlosťou smie ísť vodič osobného automobilu v obci, ak značka neurčuje inak?',
      answers: ['60 km/h', '50 km/h', '40 km/h'],
      correct: 'b',
      points: 1,
    },
    {
      text: 'Akou najvyššou rýchlosťou smie ísť vodič osobného automobilu mimo obce na ceste, ktorá nie je diaľnicou ani rýchlostnou cestou?',
      answers: ['90 km/h', '100 km/h', '110 km/h'],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Akou najvyššou rýchlosťou smie ísť vodič osobného automobilu na diaľnici mimo obce?',
      answers: ['110 km/h', '150 km/h', '130 km/h'],
      correct: 'c',
      points: 1,
    },
    {
      text: 'Na križovatke, kde prednosť neurčujú značky ani svetelné signály, dá vodič prednosť vozidlu',
      answers: ['prichádzajúcemu zľava.', 'prichádzajúcemu sprava.', 'ktoré je väčšie.'],
      correct: 'b',
      points: 2,
      explanation: 'Na rovnocennej križovatke platí pravidlo pravej ruky.',
    },
    {
      text: 'Vodič predchádza spravidla',
      answers: ['vľavo.', 'vpravo.', 'z tej strany, kde je viac miesta.'],
      correct: 'a',
      points: 1,
    },
    {
      text: 'Vodič nesmie predchádzať',
      answers: ['na diaľnici.', 'na priechode pre chodcov.', 'za dobrej viditeľnosti.'],
      correct: 'b',
      points: 2,
    },
    {
      text: 'Smie vodič viesť vozidlo, ak má v krvi alkohol?',
      answers: ['Áno, do 0,5 promile.', 'Áno, ak sa cíti dobre.', 'Nie, platí nulová tolerancia.'],
      correct: 'c',
      points: 3,
      explanation: 'Vodič nesmie viesť vozidlo pod vplyvom alkoholu v akomkoľvek množstve.',
    },
    {
      text: 'Počas jazdy smie vodič telefonovať',
      answers: ['len so systémom voľných rúk (handsfree).', 'kedykoľvek, ak ide pomaly.', 'len v obci.'],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Bezpečnostný pás musí byť počas jazdy pripútaný',
      answers: [
        'iba vodič.',
        'vodič a spolujazdec vpredu, vzadu nie.',
        'vodič aj cestujúci na sedadlách, ktoré sú ním vybavené.',
      ],
      correct: 'c',
      points: 2,
    },
    {
      text: 'Za dobrej viditeľnosti musí mať vodič motorového vozidla počas jazdy rozsvietené',
      answers: [
        'hmlové svetlomety.',
        'stretávacie svetlomety alebo svetlá na denné svietenie.',
        'nič, svieti sa len v noci.',
      ],
      correct: 'b',
      points: 2,
    },
    {
      text: 'Vodič nesmie vchádzať na železničné priecestie, ak',
      answers: [
        'sa dávajú výstražné signály červenými prerušovanými svetlami.',
        'ide za iným vozidlom v bezpečnej vzdialenosti.',
        'sú závory zdvihnuté a svetlá nesvietia.',
      ],
      correct: 'a',
      points: 3,
    },
    {
      text: 'Vodič nesmie otáčať',
      answers: ['na parkovisku.', 'na prehľadnom úseku cesty mimo obce.', 'na priechode pre chodcov.'],
      correct: 'c',
      points: 1,
    },
    {
      text: 'Pri cúvaní vodič',
      answers: [
        'má prednosť pred ostatnými.',
        'nesmie ohroziť ostatných; ak je to potrebné, zabezpečí bezpečné cúvanie spôsobilou osobou.',
        'musí vždy zapnúť výstražné svetlá.',
      ],
      correct: 'b',
      points: 2,
    },
    {
      text: 'Pri odbočovaní vľavo na križovatke dá vodič prednosť',
      answers: [
        'protiidúcim vozidlám a električke idúcej v protismere.',
        'nikomu, ak dal znamenie o zmene smeru.',
        'iba chodcom.',
      ],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Osobný automobil musí mať zimné pneumatiky, keď',
      answers: [
        'je vonku menej ako 10 °C.',
        'je na ceste súvislá snehová vrstva, ľad alebo námraza.',
        'ide na diaľnicu.',
      ],
      correct: 'b',
      points: 3,
    },
    {
      text: 'Za vozidlom idúcim pred ním musí vodič dodržiavať',
      answers: [
        'vždy presne 10 metrov.',
        'vzdialenosť dvoch dĺžok svojho vozidla.',
        'takú vzdialenosť, aby mohol včas znížiť rýchlosť alebo zastaviť.',
      ],
      correct: 'c',
      points: 1,
    },
    {
      text: 'Akou najvyššou rýchlosťou smie ísť vodič osobného automobilu na diaľnici v obci?',
      answers: ['90 km/h', '50 km/h', '130 km/h'],
      correct: 'a',
      points: 3,
    },
  ],
  'Prvá pomoc': [
    {
      text: 'Jednotné európske číslo tiesňového volania je',
      answers: ['158', '112', '911'],
      correct: 'b',
      points: 1,
    },
    {
      text: 'Záchranná zdravotná služba má na Slovensku telefónne číslo',
      answers: ['155', '150', '158'],
      correct: 'a',
      points: 1,
      explanation: '150 sú hasiči, 158 polícia.',
    },
    {
      text: 'Osobu v bezvedomí, ktorá normálne dýcha, uložíme',
      answers: ['do sedu.', 'na brucho s hlavou dole.', 'do stabilizovanej polohy.'],
      correct: 'c',
      points: 2,
    },
    {
      text: 'Pri resuscitácii dospelého sa striedajú stlačenia hrudníka a vdychy v pomere',
      answers: ['15 : 1', '30 : 2', '5 : 1'],
      correct: 'b',
      points: 2,
    },
    {
      text: 'Hrudník dospelého pri resuscitácii stláčame frekvenciou',
      answers: ['100 až 120 za minútu.', '30 za minútu.', '200 za minútu.'],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Pri silnom krvácaní z rany na končatine najprv',
      answers: ['ranu vyčistíme alkoholom.', 'dáme zranenému napiť.', 'stlačíme ranu alebo priložíme tlakový obväz.'],
      correct: 'c',
      points: 3,
    },
    {
      text: 'Na mieste dopravnej nehody najprv',
      answers: [
        'zabezpečíme miesto nehody a vlastnú bezpečnosť.',
        'odfotografujeme poškodené vozidlá.',
        'odtiahneme vozidlá z cesty.',
      ],
      correct: 'a',
      points: 2,
    },
    {
      text: 'Zraneného s podozrením na poranenie chrbtice',
      answers: ['posadíme.', 'nepresúvame, ak mu nehrozí ďalšie nebezpečenstvo.', 'postavíme na nohy.'],
      correct: 'b',
      points: 2,
    },
    {
      text: 'Popáleninu najprv chladíme',
      answers: ['ľadom priamo na kožu.', 'mastným krémom.', 'čistou studenou vodou.'],
      correct: 'c',
      points: 1,
    },
    {
      text: 'Motocyklistovi v bezvedomí, ktorý nedýcha, prilbu',
      answers: [
        'opatrne zložíme, aby sme mohli uvoľniť dýchacie cesty.',
        'nikdy neskladáme.',
        'zložíme, len ak o to požiada.',
      ],
      correct: 'a',
      points: 3,
    },
    {
      text: 'Čo treba pri autolekárničke pravidelne kontrolovať?',
      answers: ['Farbu obalu.', 'Dátum spotreby obväzového materiálu.', 'Nič, lekárnička platí navždy.'],
      correct: 'b',
      points: 1,
    },
  ],
};
