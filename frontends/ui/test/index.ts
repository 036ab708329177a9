// Test helpers for component tests across the frontends (jest only; never imported by app code).
export { fakeAuthModule, setAuthSession } from './auth';
export { aProfile, jsonResponse } from './fixtures';
export { CurrentPath, renderAt } from './render';
export { setViewportWidth } from './viewport';
