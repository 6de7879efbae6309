/*
 * The frame of a signed-in page (issue #33): the server draws the layout's outline (top bar, side
 * menu, a page skeleton) in plain HTML and CSS, so a page opened directly is not blank while the
 * app's files arrive; the app removes it when its own layout is drawn (ADR 0021, "Stop 37").
 */

/** The frame's element, a sibling before #root (the app renders into #root afresh). */
export const SHELL_FRAME_ID = 'shell-frame';

/**
 * On <html>, set by the layout pre-paint script from the reader's stored choices: space-separated
 * words the frame's CSS matches with `~=`. None of them is the site's default layout (vertical,
 * expanded, sticky navbar, boxed content); "signed-out" hides the frame (no session to show it for).
 */
export const FRAME_LAYOUT_ATTRIBUTE = 'data-frame';
export type FrameLayoutWord = 'horizontal' | 'collapsed' | 'no-navbar' | 'fluid' | 'semi-dark' | 'signed-out';

/** On <html>: the direction the app will start in, when the reader's stored choice says so. */
export const FRAME_DIR_ATTRIBUTE = 'data-frame-dir';

/** On <html>: the reader's own primary colour (a customizer preset), over the site's. */
export const FRAME_PRIMARY_VARIABLE = '--frame-primary';
