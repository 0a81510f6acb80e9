import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, str } from '../db/model.js';
import type { AppointmentDerivedKey } from './rules.js';
import { appointmentSchema, bookingHoldSchema, type Appointment, type BookingHold } from './schema.js';

/** Stored attributes: the schema's fields, plus the search keys rules.ts derives on every write. */
export const AppointmentEntity = new Entity({
  model: model('appointment'),
  attributes: {
    ...attributesOf(appointmentSchema),
    propertyTitleKey: str,
    searchText: str,
  },
  indexes: {
    byId: primary(['id']),
    // One partition for every request (a brokerage books thousands a year, not millions), newest start first.
    all: gsi('gsi1', [], ['eventStartTime']),
    // The status filter: one partition per status, newest start first.
    byStatus: gsi('gsi2', ['eventStatus'], ['eventStartTime']),
  },
});
entityMatchesSchema<typeof AppointmentEntity, Appointment, AppointmentDerivedKey>(true);

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
