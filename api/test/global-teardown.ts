import { dropTemplate } from './template';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
