/** The email-preferences module's public entry: marketing e-mail opt-outs and their signed links. */
export { emailPreferencesRoutes } from './email-preferences.routes.ts';
export { EmailPreferences } from './email-preferences.service.ts';
