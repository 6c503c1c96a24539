import { mainMenuDemo } from './demo';

export default mainMenuDemo;
