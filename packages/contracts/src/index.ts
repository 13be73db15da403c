export * from './envelope';
export * from './errors';
export * from './error-messages';
export * from './languages';
export * from './merchants';
export * from './system';
export * from './operator';
export * from './patterns';
