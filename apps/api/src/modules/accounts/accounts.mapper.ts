import type { User } from '@shop/shared';
import type { SessionUser } from '../../plugins/auth.ts';

/** The signed-in user in the API's shape, without another query. */
export function sessionUserJson(user: SessionUser): User {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}
