// What the auth client uses of Amplify, in one module that auth-client.ts imports on first use: static
// imports here let webpack keep only these parts, and the whole loads as one chunk, off pages that never sign in.
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';

export {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
export { Amplify, Hub };
