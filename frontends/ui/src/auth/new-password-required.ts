/** Thrown by signIn when the account (an invited admin's) must choose its own password first: completeNewPassword then finishes. */
export class NewPasswordRequired extends Error {
  constructor() {
    super('Please choose your own password to finish signing in.');
    this.name = 'NewPasswordRequired';
  }
}
