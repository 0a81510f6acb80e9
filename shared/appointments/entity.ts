import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../db/model.js';
import { appointmentSchema, type Appointment } from './schema.js';

export const AppointmentEntity = new Entity({
  model: model('appointment'),
  attributes: attributesOf(appointmentSchema),
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['eventStartTime']),
  },
});
entityMatchesSchema<typeof AppointmentEntity, Appointment>(true);
