// NOTE(ssr): the route table now lives in ./routes.tsx (one tree for the browser and the server
// renderer). Add routes there, not here. This file only builds the browser router from it.
import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
