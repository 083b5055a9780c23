// Prints the page's SVG of a city: node draw-city.js api.js draw.js, with
// {"city": the city's JSON form (city.Base's MarshalJSON), "drawing": the
// API's drawing of it} on standard input.
"use strict";
const fs = require("fs");
require(process.argv[2]);
require(process.argv[3]);
const c = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(globalThis.AkropolisDraw.city(globalThis.AkropolisAPI.forms.city(c.city, c.drawing), { size: 32 }));
