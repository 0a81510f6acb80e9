import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, str } from '../model.js';
import type { AppointmentDerivedKey } from '../../appointments/rules.js';
import { appointmentSchema, type Appointment } from '../../appointments/schema.js';

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
