import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, primary, reqOneOf, reqStr, str } from '../db/model.js';
import { APPOINTMENT_STATUSES, type Appointment } from './schema.js';

export const AppointmentEntity = new Entity({
  model: model('appointment'),
  attributes: {
    id: reqStr,
    calendlyEventId: reqStr,
    calendlyInviteeId: str,
    inviteeName: reqStr,
    inviteeEmail: str,
    inviteePhone: str,
    eventStartTime: reqStr,
    eventEndTime: reqStr,
    calendlyEventType: reqStr,
    calendlyLocation: reqStr,
    propertyId: str,
    leadId: str,
    eventStatus: reqOneOf(APPOINTMENT_STATUSES),
    createdAt: reqStr,
    updatedAt: str,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['eventStartTime']),
  },
});
entityMatchesSchema<typeof AppointmentEntity, Appointment>(true);
