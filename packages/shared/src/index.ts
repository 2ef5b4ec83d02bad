export * from './errors.ts';
export * from './limits.ts';
export * from './org.ts';
export * from './permissions.ts';
export * from './property-types/index.ts';
export * from './roles.ts';
export * from './text.ts';
export * from './user.ts';
