// The page schemas as the server loads them, with the widget catalog the browser
// has (found by glob), for build-time tools that run through Vite's module runner.
import '../widgets/catalog.ts';

export { loadPageSchemas } from '../server/schemas.ts';
