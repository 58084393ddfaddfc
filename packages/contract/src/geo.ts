import { z } from 'zod';
import { ADDRESS_MIN_CHARS } from './constants.ts';
import { cleanSearchText } from './unsafe-text.ts';

export const AddressSuggestion = z.object({ description: z.string(), place_id: z.string() });
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** POST /api/general/generateMapList */
export const MapListBody = z
  .object({
    input: z
      .string()
      .trim()
      .min(ADDRESS_MIN_CHARS, `Type at least ${ADDRESS_MIN_CHARS} characters.`)
      .max(200, 'The address is too long.')
      .transform(cleanSearchText),
  })
  .strict();
export type MapListBody = z.infer<typeof MapListBody>;

/** The suggestions sit at `data.data`, as the storefront reads them. */
export const MapListResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(AddressSuggestion) }),
});
export type MapListResponse = z.infer<typeof MapListResponse>;

export const LatLng = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLng>;

/** POST /api/general/geocode: resolves a suggestion's place_id through our server, so no key reaches the browser. */
export const GeocodeBody = z.object({ place_id: z.string().trim().min(1, 'Choose an address.').max(300) }).strict();
export type GeocodeBody = z.infer<typeof GeocodeBody>;

export const GeocodeResponse = z.object({ success: z.literal(true), location: LatLng });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

/** POST /api/general/addressParts: an address line of the service choice, split for the delivery form. */
export const AddressPartsBody = z.object({ address: z.string().trim().min(1, 'Choose an address.').max(300) }).strict();
export type AddressPartsBody = z.infer<typeof AddressPartsBody>;

/** Each part the geocoder could not tell is ''; `state` is one of the delivery form's states. */
export const AddressParts = z.object({ street: z.string(), city: z.string(), zipcode: z.string(), state: z.string() });
export type AddressParts = z.infer<typeof AddressParts>;

export const AddressPartsResponse = z.object({ success: z.literal(true), address: AddressParts });
export type AddressPartsResponse = z.infer<typeof AddressPartsResponse>;
