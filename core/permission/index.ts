export * from './scheme';
