/**
 * The single-spa application that shows the public campaign page: its name (which names its container,
 * `single-spa-application:campaign-page`, where the server renders the page) and the module of the public
 * remote that serves it. Read by the root's route map and the server's renderer.
 */
export const campaignPageApplication = { name: 'campaign-page', remote: 'public', module: './campaign-page' } as const;
