import { randomUUID } from 'node:crypto';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { NotFoundError } from '../../errors.js';
import { TESTIMONIAL_NOT_FOUND, testimonialRepository } from './repository.js';
import { testimonialInputSchema, testimonialSchema, type Testimonial, type TestimonialInput } from '../schema.js';

/** A new testimonial starts inactive (admin-and-platform.md §4); it shows once an admin activates it. */
export async function addTestimonial(input: TestimonialInput, actor: Actor, now = new Date()): Promise<Testimonial> {
  const testimonial = testimonialSchema.parse({ ...testimonialInputSchema.parse(input), id: randomUUID(), active: false, createdAt: now.toISOString(), updatedAt: now.toISOString() });
  const audit = auditEntryFor({ actor, action: 'create', entity: 'testimonial', entityId: testimonial.id, before: null, after: testimonial }, now);
  await testimonialRepository.create(testimonial, audit);
  return testimonial;
}

export async function setTestimonialActive(id: string, active: boolean, actor: Actor, now = new Date()): Promise<Testimonial> {
  const current = await testimonialRepository.get(id);
  if (!current) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
  if (current.active === active) return current;
  const next = { ...current, active, updatedAt: now.toISOString() };
  const audit = auditEntryFor({ actor, action: 'update', entity: 'testimonial', entityId: id, before: current, after: next }, now);
  await testimonialRepository.replace(next, current, audit);
  return next;
}

export async function deleteTestimonial(id: string, actor: Actor, now = new Date()) {
  const current = await testimonialRepository.get(id);
  if (!current) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
  const audit = auditEntryFor({ actor, action: 'delete', entity: 'testimonial', entityId: id, before: current, after: null }, now);
  await testimonialRepository.remove(id, audit);
}
