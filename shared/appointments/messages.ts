// Zod-free on purpose: the booking dialog imports this without pulling the validation library.
export const APPOINTMENT_EXISTS_MESSAGE = 'Ce rendez-vous a déjà été enregistré.';
