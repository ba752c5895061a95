/** Tool pages in Chromium, shard 1 (tool-pages.ts says what each page must do). */
import { describeToolPages } from './tool-pages.js';

describeToolPages(1);
