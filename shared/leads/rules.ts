import { typeLabel } from '../properties/labels.js';
import type { SellerLeadForm } from './schema.js';

/** Keeps digits and dots only, as the spec says; null when nothing numeric is left. */
export function parseBudget(prixEstime: string | undefined): number | null {
  const cleaned = (prixEstime ?? '').replace(/[^\d.]/g, '');
  if (cleaned === '') return null;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : null;
}

const TIMEFRAME_LABELS: Record<NonNullable<SellerLeadForm['delaiVente']>, string> = {
  urgent: 'Urgent (moins de 1 mois)',
  rapide: 'Rapide (1 à 3 mois)',
  standard: 'Standard (3 à 6 mois)',
  flexible: 'Flexible (plus de 6 mois)',
};

/** The lead row a seller form produces (public-site.md §7 "Seller lead"). */
export function sellerLeadFromForm(form: SellerLeadForm) {
  const type = form.typeProprietee ? typeLabel(form.typeProprietee) : 'Non spécifié';
  const message = [
    `Adresse: ${form.adresse}`,
    `Type de propriété: ${type}`,
    `Délai de vente: ${form.delaiVente ? TIMEFRAME_LABELS[form.delaiVente] : 'Non spécifié'}`,
    `Prix estimé: ${form.prixEstime || 'Non spécifié'}`,
    `Situation: ${form.situation || 'Non spécifiée'}`,
  ].join('\n');
  return {
    name: form.nom,
    email: form.email,
    phone: form.telephone,
    message,
    leadType: 'vendeur' as const,
    status: 'new',
    source: 'vendeur-form',
    budget: parseBudget(form.prixEstime),
    interest: form.typeProprietee ? `Vente de propriété - ${type}` : 'Non spécifié',
  };
}
