export * from './dom.ts';
export * from './engine.ts';
export * from './numbers.ts';
