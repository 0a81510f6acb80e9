import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../model.js';
import { propertyAgentLinkSchema, type PropertyAgentLink } from '../../properties/schema.js';

export const PropertyAgentEntity = new Entity({
  model: model('propertyAgent'),
  attributes: attributesOf(propertyAgentLinkSchema),
  indexes: {
    byProperty: primary(['propertyId'], ['agentId']),
    byAgent: gsi('gsi1', ['agentId'], ['propertyId']),
  },
});
entityMatchesSchema<typeof PropertyAgentEntity, PropertyAgentLink>(true);
