/**
 * Loads the Reflect metadata polyfill that @peculiar/x509's dependency tsyringe checks for when
 * it initializes. Import this module, not 'reflect-metadata', before '@peculiar/x509': it is an
 * ES module, so bundles that split shared code into chunks keep its import before the x509
 * chunk's (a CommonJS side-effect import becomes a call in the importer's body, which runs only
 * after every imported chunk, and the x509 chunk would throw "tsyringe requires a reflect polyfill").
 */
import 'reflect-metadata';
