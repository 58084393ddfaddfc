import { chargedState, foldPlaceName as fold, type AddressParts } from '@shop/contract';
import gazetteerData from './gazetteer-my.json' with { type: 'json' };
import type { Place } from './gazetteer.ts';

interface Town {
  name: string;
  state: string;
  postcodes: string[];
}

let index: { towns: Map<string, Town>; byPostcode: Map<string, Town> } | null = null;

function gazetteer() {
  if (index) return index;
  const places = gazetteerData.places as Place[];
  const towns = new Map<string, Town>();
  const byPostcode = new Map<string, Town>();
  for (const [name, state, , , postcodes] of places) {
    const town = { name, state, postcodes };
    towns.set(`${fold(name)}|${fold(state)}`, town);
    for (const code of postcodes) if (!byPostcode.has(code)) byPostcode.set(code, town);
  }
  index = { towns, byPostcode };
  return index;
}

/** The delivery form has no federal territories: each takes the state around it, as its rate does. */
const formState = (state: string) => chargedState(state) ?? '';

/**
 * The street, city, postcode and state of an address line as the service modal's suggestions write
 * it ('12 Jalan X, 10200 George Town, Penang, Malaysia' or 'George Town, Penang, Malaysia'), as far
 * as the embedded gazetteer knows them; an unknown part is ''.
 */
export function addressParts(line: string): AddressParts {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 0 && fold(parts.at(-1)!) === 'malaysia') parts.pop();
  const { towns, byPostcode } = gazetteer();

  const withCode = parts.findIndex((p) => /\b\d{5}\b/.test(p));
  if (withCode >= 0) {
    const code = /\b(\d{5})\b/.exec(parts[withCode]!)![1]!;
    const town = byPostcode.get(code);
    const before = parts[withCode]!.slice(0, parts[withCode]!.indexOf(code)).trim();
    const street = [...parts.slice(0, withCode), before].filter(Boolean).join(', ');
    if (town) return { street, city: town.name, zipcode: code, state: formState(town.state) };
    const state =
      parts
        .slice(withCode + 1)
        .map(formState)
        .find(Boolean) ?? '';
    const city = parts[withCode]!.slice(parts[withCode]!.indexOf(code) + 5).trim();
    return { street, city, zipcode: code, state };
  }

  const stateAt = parts.findLastIndex((p) => formState(p) !== '');
  if (stateAt < 0) return { street: parts.join(', '), city: '', zipcode: '', state: '' };
  const rawState = parts[stateAt]!;
  const cityAt = stateAt - 1;
  const town = cityAt >= 0 ? towns.get(`${fold(parts[cityAt]!)}|${fold(rawState)}`) : undefined;
  if (!town) {
    // 'Kuala Lumpur, Malaysia': a town that is its own territory.
    const self = towns.get(`${fold(rawState)}|${fold(rawState)}`);
    return {
      street: parts.slice(0, stateAt).join(', '),
      city: self?.name ?? '',
      zipcode: self?.postcodes.length === 1 ? self.postcodes[0]! : '',
      state: formState(rawState),
    };
  }
  return {
    street: parts.slice(0, cityAt).join(', '),
    city: town.name,
    // A town with several postcodes does not say which one the street has.
    zipcode: town.postcodes.length === 1 ? town.postcodes[0]! : '',
    state: formState(town.state),
  };
}
