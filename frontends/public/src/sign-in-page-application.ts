/**
 * The single-spa application that shows sign-in (/auth): its name (which names its container,
 * `single-spa-application:sign-in-page`, where the server renders the page) and the module of the public
 * remote that serves it. Read by the root's route map and the server's renderer.
 */
export const signInPageApplication = { name: 'sign-in-page', remote: 'public', module: './sign-in-page' } as const;
