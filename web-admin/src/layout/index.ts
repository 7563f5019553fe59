export { ConsoleLayout } from './console-layout';
export { CONSOLE_TITLE } from './console-title';
