import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributesOf, entityMatchesSchema, model, primary, reqStr, str } from '../../shared/db/model.js';

const reqBool = { type: 'boolean', required: true } as const;

/**
 * The entity modules call entityMatchesSchema<Entity, Schema, DerivedKey>(true): `npm run typecheck`
 * fails when an entity and its schema drift. These lines prove the check can fail; each
 * @ts-expect-error breaks the typecheck if the drift it describes were ever accepted.
 */
const schema = z.object({ id: z.string(), name: z.string(), note: z.optional(z.string()), isActive: z.boolean() });
type Row = z.infer<typeof schema>;

const Matching = new Entity({
  model: model('example'),
  attributes: { id: reqStr, name: reqStr, note: str, isActive: reqBool, listState: reqStr },
  indexes: { byId: primary(['id']) },
});
const MissingField = new Entity({
  model: model('example'),
  attributes: { id: reqStr, name: reqStr, isActive: reqBool },
  indexes: { byId: primary(['id']) },
});
const WrongType = new Entity({
  model: model('example'),
  attributes: { id: reqStr, name: reqStr, note: str, isActive: str },
  indexes: { byId: primary(['id']) },
});
const RequiredOnlyInEntity = new Entity({
  model: model('example'),
  attributes: { id: reqStr, name: reqStr, note: reqStr, isActive: reqBool },
  indexes: { byId: primary(['id']) },
});

describe('attributesOf', () => {
  it('stores each schema field with its type and requiredness', () => {
    const attributes = attributesOf(
      z.object({
        id: z.string(),
        email: z.optional(z.email()),
        budget: z.nullable(z.number()),
        tags: z._default(z.array(z.string()), []),
        kind: z.enum(['a', 'b']),
        isActive: z._default(z.boolean(), true),
        note: z._default(z.optional(z.string()), ''),
      }),
    );
    expect(attributes).toEqual({
      id: { type: 'string', required: true },
      email: { type: 'string', required: false },
      budget: { type: 'number', required: false },
      tags: { type: 'list', items: { type: 'string' }, required: true },
      kind: { type: ['a', 'b'], required: true },
      isActive: { type: 'boolean', required: true },
      note: { type: 'string', required: true },
    });
  });

  it('refuses a field the table cannot store as is', () => {
    expect(() => attributesOf(z.object({ when: z.date() }))).toThrow(/when/);
  });
});

describe('entityMatchesSchema', () => {
  it('accepts an entity that stores its schema plus its derived keys', () => {
    expect(entityMatchesSchema<typeof Matching, Row, 'listState'>(true)).toBe(true);
  });

  it('refuses, at compile time, every kind of drift', () => {
    // @ts-expect-error listState is stored but is neither in the schema nor declared as derived
    entityMatchesSchema<typeof Matching, Row>(true);
    // @ts-expect-error the schema's `note` is not stored
    entityMatchesSchema<typeof MissingField, Row>(true);
    // @ts-expect-error isActive is stored as a string
    entityMatchesSchema<typeof WrongType, Row>(true);
    // @ts-expect-error the entity requires `note`, which the schema may leave out
    entityMatchesSchema<typeof RequiredOnlyInEntity, Row>(true);
    // @ts-expect-error a derived key that is not an attribute
    entityMatchesSchema<typeof MissingField, Omit<Row, 'note'>, 'featuredState'>(true);
  });
});
