import { subMenuDemo } from './demo';

export default subMenuDemo;
