// Runs every benchmark and prints tables. Figures, never assertions.
import { benchServer } from './server';
import { benchBundle } from './bundle';

await benchServer();
benchBundle();
