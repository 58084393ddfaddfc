import {
  AddressPartsBody,
  AddressPartsResponse,
  GeocodeBody,
  GeocodeResponse,
  MapListBody,
  MapListResponse,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressParts } from '../../adapters/geocoder/address-parts.ts';
import { createGeocoder, GeocoderUnavailableError } from '../../adapters/geocoder/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const UNAVAILABLE = 'Address suggestions are unavailable right now. Please type your full address.';

/** generateMapList, plus the geocoding call the browser would otherwise make with a key. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(app.config.geocoder);

  const guard = async <T>(
    request: { log: { warn(obj: object, msg: string): void } },
    fn: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      request.log.warn({ err: error }, 'geocoder unavailable');
      throw new AppError('NOT_CONFIGURED', UNAVAILABLE);
    }
  };

  app.post(
    '/api/general/generateMapList',
    { schema: { body: MapListBody, response: { 200: MapListResponse } } },
    async (request) => ({
      success: true as const,
      data: { data: await guard(request, () => geocoder.suggest(request.body.input)) },
    }),
  );

  app.post(
    '/api/general/geocode',
    { schema: { body: GeocodeBody, response: { 200: GeocodeResponse } } },
    async (request) => {
      const location = await guard(request, () => geocoder.locate(request.body.place_id));
      if (!location) throw notFound('This address could not be found. Please choose another suggestion.');
      return { success: true as const, location };
    },
  );

  // The delivery form starts from the area chosen in the service modal, not from an old address.
  app.post(
    '/api/general/addressParts',
    { schema: { body: AddressPartsBody, response: { 200: AddressPartsResponse } } },
    async (request) => ({ success: true as const, address: addressParts(request.body.address) }),
  );
};
