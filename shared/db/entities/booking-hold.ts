import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary, str } from '../model.js';
import { bookingHoldSchema, type BookingHold } from '../../appointments/schema.js';

/** A public booking held apart until the scheduling service confirms it (schema.ts `bookingHoldSchema`); no index: read by id only. */
export const BookingHoldEntity = new Entity({
  model: model('bookingHold'),
  attributes: {
    ...attributesOf(bookingHoldSchema),
    propertyTitleKey: str,
  },
  indexes: { byId: primary(['id']) },
});
entityMatchesSchema<typeof BookingHoldEntity, BookingHold, 'propertyTitleKey'>(true);
