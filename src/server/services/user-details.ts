import type { UserDetails } from '@contract/auth/fields';
import { RECRUITER_ROLE_ID } from '@contract/limits';
import type { UserRow } from './sessions';

/** The user details every auth answer carries. */
export function toUserDetails(user: UserRow): UserDetails {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    // a recruiter has no phone on record (services/recruiter/recruiter-accounts.ts)
    phone_no: user.roleId === RECRUITER_ROLE_ID ? '' : user.phoneNo,
    role_id: user.roleId,
    profile_picture: user.profilePicture,
  };
}
