import type { ComponentType } from 'react';
import { withRemoteProviders } from '../app/providers';
import { pageComponents, type CatalogPageId } from '../app/routes';

/** The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. */
export const pages = Object.fromEntries(
  Object.entries(pageComponents).map(([id, Page]) => [id, withRemoteProviders(Page)]),
) as Record<CatalogPageId, ComponentType>;
