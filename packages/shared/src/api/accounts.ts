import {
  AuthResponseSchema,
  ChangePasswordSchema,
  EmailOnlySchema,
  GoogleSignInSchema,
  LoginSchema,
  MeResponseSchema,
  MessageResponseSchema,
  ResetPasswordSchema,
  SignupSchema,
  UpdateProfileSchema,
  UserResponseSchema,
  VerifySignupOtpSchema,
} from '../schemas/accounts.ts';
import type { RouteTable } from './route.ts';

export const accountsRoutes = {
  'POST /auth/generate-signup-otp': { body: SignupSchema, response: AuthResponseSchema },
  'POST /auth/verify-signup-otp': { body: VerifySignupOtpSchema, response: AuthResponseSchema },
  'POST /auth/resend-signup-otp': { body: EmailOnlySchema, response: MessageResponseSchema },
  'POST /auth/login': { body: LoginSchema, response: AuthResponseSchema },
  'POST /auth/google': { body: GoogleSignInSchema, response: AuthResponseSchema },
  'POST /auth/logout': { response: MessageResponseSchema },
  'GET /auth/me': { response: MeResponseSchema },
  'POST /auth/forgotPassword': { body: EmailOnlySchema, response: MessageResponseSchema },
  'POST /auth/resetPassword': { body: ResetPasswordSchema, response: MessageResponseSchema },
  'PUT /auth/updateProfile': { body: UpdateProfileSchema, response: UserResponseSchema },
  'POST /auth/deleteAccount': { body: EmailOnlySchema, response: MessageResponseSchema },
  'POST /auth/changePassword': { body: ChangePasswordSchema, response: MessageResponseSchema },
  'POST /auth/logoutAll': { response: MessageResponseSchema },
} satisfies RouteTable;
