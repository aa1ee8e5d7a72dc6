/**
 * Build step: loads and validates every guide (front matter, slugs, full-guide length).
 * Importing the content module does the work; a bad guide throws naming its file and
 * the build stops.
 */
import { allGuides, findGuidesDir } from "./guide-content.server";

const guides = allGuides();
console.log(`guides: ${guides.length} valid guide files in ${findGuidesDir()}`);
