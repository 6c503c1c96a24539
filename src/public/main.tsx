import { createRoot } from 'react-dom/client';
import { resources } from '../resources';
import { publicPageFor } from './publicPages';
import { startPublicPage } from './startPublicPage';

/**
 * The entry of the public pages' HTML files (`Adv.html` is `/Adv`): none of the back-office
 * shell is loaded, only the page the path names.
 */
const root = createRoot(document.getElementById('root')!);
const page = publicPageFor(resources, window.location.pathname.replace(/\.html$/, ''));
if (page) void startPublicPage(root, page, resources);
else window.location.replace('/');
