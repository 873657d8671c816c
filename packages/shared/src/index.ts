export * from './constants';
export * from './enums';
export * from './fees';
export * from './format';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/dealer';
export * from './schemas/content';
