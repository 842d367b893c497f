// NOTE(ssr): the route table now lives in ./routes.tsx (one tree for the browser and the server
// renderer). Add routes there, not here. This file only builds the browser router from it.
import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

/** The browser's router (set by main.tsx at start; use it for navigation outside components). */
export let router: ReturnType<typeof createBrowserRouter>;

/** After server rendering the router starts from window.__staticRouterHydrationData. */
export function createAppRouter() {
  router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  return router;
}
