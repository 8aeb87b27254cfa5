/**
 * The page scripts/screenshot.sh photographs: `#review` or `#settings` draws
 * that view (views.ts).
 */
import { drawView, isViewName } from "./views";

const name = location.hash.slice(1);
if (!isViewName(name)) throw new Error(`No view "${name}": #review or #settings`);
void drawView(name);
