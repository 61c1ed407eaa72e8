import { PASSWORDS_DIFFER } from '@contract/texts';
import * as v from 'valibot';

// A type alias, not an interface: valibot's partial input must be a Record.
type PasswordPair = { password: string; confirmPassword: string };

/**
 * The confirmation must equal the password ('Passwords do not match', under the confirm field);
 * the last step of the sign-up and reset password schemas.
 */
export const passwordsMatch = v.forward(
  v.partialCheck<PasswordPair, [['password'], ['confirmPassword']], PasswordPair, string>(
    [['password'], ['confirmPassword']],
    (input) => input.password === input.confirmPassword,
    PASSWORDS_DIFFER,
  ),
  ['confirmPassword'],
);
