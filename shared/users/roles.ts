/** The Cognito group whose members (with an active admin profile) are administrators. */
export const ADMIN_GROUP = 'admin';
export const ADMIN_ROLE = 'admin';
