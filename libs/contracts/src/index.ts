export * from './enums.js';
export * from './constants.js';
export * from './messages.js';
export * from './api-types.js';
export * from './call-schedule.js';
export * from './submissions.js';
