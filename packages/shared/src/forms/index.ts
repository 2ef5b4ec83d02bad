export * from './delivery-schedule.ts';
export * from './types.ts';
