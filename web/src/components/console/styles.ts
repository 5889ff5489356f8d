import consoleStyles from './Console.module.css'

/**
 * The console's class names, for the page parts the kit has no component for (a grid of cards,
 * a list of figures, a muted line, a form's fieldset): features style their pages with these,
 * not with stylesheets of their own that copy them.
 */
export { consoleStyles }
