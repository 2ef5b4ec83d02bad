export * from './bricks.ts';
export * from './delivery-schedule.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './published.ts';
export * from './tree.ts';
export * from './types.ts';
export * from './validate.ts';
