export * from './errors.ts';
export * from './limits.ts';
export * from './roles.ts';
export * from './text.ts';
export * from './user.ts';
