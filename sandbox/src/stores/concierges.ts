import { parsePostalCode } from './geo.ts';

/**
 * Corporate-gift concierges ("Find a Concierge"), each serving the postal codes that start with one
 * of its prefixes: 3-digit ZIP prefixes in the US, province letters in Canada. The longest matching
 * prefix wins. Postal codes outside every territory have no concierge.
 */
export interface Concierge {
  name: string;
  phone: string;
  email: string;
}

interface ConciergeTerritory extends Concierge {
  prefixes: string[];
}

/** "900".."918" → every 3-digit prefix in the range. */
function zip3Range(first: string, last: string): string[] {
  const prefixes: string[] = [];
  for (let n = Number(first); n <= Number(last); n += 1) prefixes.push(String(n).padStart(3, '0'));
  return prefixes;
}

export const CONCIERGE_TERRITORIES: ConciergeTerritory[] = [
  {
    name: 'Margaret Ellison',
    phone: '(213) 555-0180',
    email: 'margaret.ellison@sweetshop.example',
    prefixes: [...zip3Range('900', '918'), ...zip3Range('930', '935')],
  },
  {
    name: 'Priya Raman',
    phone: '(949) 555-0181',
    email: 'priya.raman@sweetshop.example',
    prefixes: zip3Range('919', '928'),
  },
  {
    name: 'Daniel Okafor',
    phone: '(415) 555-0182',
    email: 'daniel.okafor@sweetshop.example',
    prefixes: zip3Range('936', '961'),
  },
  {
    name: 'Tom Whitaker',
    phone: '(206) 555-0183',
    email: 'tom.whitaker@sweetshop.example',
    prefixes: zip3Range('970', '994'),
  },
  {
    name: 'Rosa Delgado',
    phone: '(602) 555-0184',
    email: 'rosa.delgado@sweetshop.example',
    prefixes: [
      ...zip3Range('800', '816'),
      ...zip3Range('840', '847'),
      ...zip3Range('850', '865'),
      ...zip3Range('889', '898'),
    ],
  },
  {
    name: 'Marcus Bell',
    phone: '(214) 555-0185',
    email: 'marcus.bell@sweetshop.example',
    prefixes: zip3Range('750', '799'),
  },
  {
    name: 'Claire Fontaine',
    phone: '(604) 555-0186',
    email: 'claire.fontaine@sweetshop.example',
    prefixes: ['V', 'T', 'S', 'R'],
  },
  {
    name: 'Étienne Gagnon',
    phone: '(416) 555-0187',
    email: 'etienne.gagnon@sweetshop.example',
    prefixes: ['M', 'L', 'K', 'N', 'P', 'H', 'J', 'G'],
  },
];

/** The concierge for a postal code, or null. Throws nothing: an unparseable code simply has none. */
export function findConcierge(postalCode: string): Concierge | null {
  const parsed = parsePostalCode(postalCode);
  if (!parsed) return null;
  const code = parsed.code.replace(' ', '');
  let best: { territory: ConciergeTerritory; length: number } | undefined;
  for (const territory of CONCIERGE_TERRITORIES) {
    for (const prefix of territory.prefixes) {
      if (code.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { territory, length: prefix.length };
    }
  }
  if (!best) return null;
  const { name, phone, email } = best.territory;
  return { name, phone, email };
}
