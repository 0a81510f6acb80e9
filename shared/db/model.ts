import type { Entity, EntityItem } from 'electrodb';
import { SERVICE_NAME, TABLE } from './table.js';

/**
 * Building blocks of the ElectroDB entities. Key field names come from table.ts only; each area's
 * entity.ts declares its attributes and indexes with these and checks them against its zod schema.
 */
export const model = (entity: string) => ({ entity, version: '1', service: SERVICE_NAME });

export const str = { type: 'string' } as const;
export const reqStr = { type: 'string', required: true } as const;
export const num = { type: 'number' } as const;
export const reqNum = { type: 'number', required: true } as const;
export const bool = { type: 'boolean' } as const;
export const reqBool = { type: 'boolean', required: true } as const;
export const strList = { type: 'list', items: { type: 'string' } } as const;
export const reqStrList = { type: 'list', items: { type: 'string' }, required: true } as const;
/** An attribute limited to the values of a schema enum (typed as that union, not as string). */
export const oneOf = <const V extends readonly string[]>(values: V) => ({ type: values }) as const;
export const reqOneOf = <const V extends readonly string[]>(values: V) => ({ type: values, required: true }) as const;

export const primary = <const P extends readonly string[], const S extends readonly string[] = readonly []>(pk: P, sk?: S) => ({
  pk: { field: TABLE.partitionKey, composite: pk },
  sk: { field: TABLE.sortKey, composite: (sk ?? []) as S },
});

type IndexName = (typeof TABLE.globalIndexes)[number]['name'];
export const gsi = <const P extends readonly string[], const S extends readonly string[]>(name: IndexName, pk: P, sk: S) => {
  const index = TABLE.globalIndexes.find((g) => g.name === name)!;
  return {
    index: index.name,
    pk: { field: index.partitionKey, composite: pk },
    sk: { field: index.sortKey, composite: sk },
  };
};

type Defined<T> = Exclude<T, undefined | null>;
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What differs between an entity's stored item and the schema it must store (all `never` when they agree). */
export type SchemaMismatch<E extends Entity<any, any, any, any>, Schema, Derived extends string> = {
  /** Schema fields the entity does not store. */
  notStored: Exclude<keyof Schema, keyof EntityItem<E>>;
  /** Entity attributes that are neither in the schema nor a derived key of keys.ts. */
  notInSchema: Exclude<keyof EntityItem<E>, keyof Schema | Derived>;
  /** Fields stored with another type than the schema's (optionality aside). */
  wrongType: {
    [K in keyof Schema & keyof EntityItem<E>]: Same<Defined<Schema[K]>, Defined<EntityItem<E>[K]>> extends true ? never : K;
  }[keyof Schema & keyof EntityItem<E>];
  /** Attributes the entity requires but the schema may leave out. */
  requiredOnlyInEntity: Exclude<RequiredKeys<EntityItem<E>>, RequiredKeys<Schema> | Derived>;
  /** Derived keys that are not attributes of the entity. */
  derivedNotStored: Exclude<Derived, keyof EntityItem<E>>;
};
type NoMismatch<M> = [M[keyof M]] extends [never] ? true : M;

/**
 * Compile-time proof that an entity stores exactly its schema plus its derived keys: call it with
 * `true` in the entity's module; any drift is a type error that names the fields.
 */
export function entityMatchesSchema<E extends Entity<any, any, any, any>, Schema, Derived extends string = never>(
  proof: NoMismatch<SchemaMismatch<E, Schema, Derived>>,
) {
  return proof;
}
