/** Tool pages in Chromium, shard 2 (tool-pages.ts says what each page must do). */
import { describeToolPages } from './tool-pages.js';

describeToolPages(2);
