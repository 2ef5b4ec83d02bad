export * from './engine.ts';
export * from './numbers.ts';
