/** CSS colours: hex, functional notations and the named colours. */
import { detection, type TokenDetector } from './types.js';

// CSS Color 4 named colours (the 148 keywords), space-separated to keep the file small
const NAMED = new Set(
  ('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen'
  ).split(' '),
);

const FUNCTIONAL = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[-+\d.%a-z\s,/]{1,120}\)$/i;

export const color: TokenDetector = (value) => {
  if (value.length > 140) return undefined;
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return detection('color', 0.97, 'Hex colour');
  const fn = FUNCTIONAL.exec(value);
  if (fn) return detection('color', 0.96, `${fn[1]!.toLowerCase()}() colour`);
  const lower = value.toLowerCase();
  if (NAMED.has(lower)) return detection('color', 0.5, 'CSS colour name');
  if (lower === 'transparent' || lower === 'currentcolor') return detection('color', 0.45, 'CSS colour keyword');
  // six hex digits without "#": a colour as often as anything
  if (/^[0-9a-f]{6}$/i.test(value) && /[a-f]/i.test(value)) return detection('color', 0.45, 'Hex colour without "#"');
  return undefined;
};
