import { ACCESS_TOKEN_KEY } from './constants.js';
import { LANGUAGE_KEY } from './language.js';

/** Names the API paths a signed-in page's shell asks for as soon as it is read: see FIRST_REQUESTS_SCRIPT. */
export const FIRST_REQUESTS_META = 'first-requests';
/** Where FIRST_REQUESTS_SCRIPT leaves the requests it made, for the web app's API client to take. */
export const FIRST_REQUESTS_GLOBAL = '__firstRequests';
/** How long an answer asked for by the shell may be taken: after that the app asks again. */
export const FIRST_REQUESTS_TTL_MS = 60_000;

/**
 * The attributes of a shell's first rows, which FIRST_REQUESTS_SCRIPT fills from an answer before the app's code has
 * arrived. A box (`FIRST_ROWS.box`, its value one of the shell's first requests as the meta names it) holds what the
 * frame shows until then and a <template>; once the answer is a non-empty list (or one object), the box's content is
 * replaced by the template's, its `row` element repeated for each of the first `max` items, and the box is marked
 * `drawn`. In a row, every element may carry:
 * - `if` / `unless`: a field (dotted path) whose value must be truthy / falsy, or the element is left out;
 * - `text`: its words, where `{field}` stands for a field's value; with a field empty, `empty`'s words or nothing;
 * - `fill-<attribute>`: the attribute, written the same way (`fill-href="/jobs/{id}"`);
 * - `labels`: a JSON map from a value to its words, applied to the values of `text` it names;
 * - `number`: the JSON options of an Intl.NumberFormat for numbers, in the box's `locale`;
 * - `band` and `bands`: a number field and a JSON list of [least value, class], the first one reached added.
 * Everything is written as text or as an attribute: nothing of an answer is read as HTML.
 */
export const FIRST_ROWS = {
  box: 'data-first-rows',
  max: 'data-first-rows-max',
  locale: 'data-first-rows-locale',
  drawn: 'data-first-rows-drawn',
  row: 'data-row',
  if: 'data-if',
  unless: 'data-unless',
  text: 'data-text',
  empty: 'data-empty',
  fill: 'data-fill-',
  labels: 'data-labels',
  number: 'data-number',
  band: 'data-band',
  bands: 'data-bands',
} as const;

/** FIRST_ROWS's drawing, part of FIRST_REQUESTS_SCRIPT: `rows(source, answer)` fills the boxes waiting for `source`. */
const drawFirstRows = () =>
  `function rows(source,data){var boxes=document.querySelectorAll('[${FIRST_ROWS.box}]');` +
  `for(var i=0;i<boxes.length;i++)if(boxes[i].getAttribute('${FIRST_ROWS.box}')===source)fill(boxes[i],[].concat(data))}` +
  `function at(item,path){return path.split('.').reduce(function(v,k){return v==null?v:v[k]},item)}` +
  `function out(part){if(part.parentNode)part.parentNode.removeChild(part)}` +
  `function words(text,item,part,locale,labelled){var missing=false;var said=text.replace(/\\{([\\w.]+)\\}/g,function(_,path){` +
  `var v=at(item,path);if(v==null||v===''){missing=true;return''}` +
  `var labels=labelled&&part.getAttribute('${FIRST_ROWS.labels}');if(labels){labels=JSON.parse(labels);` +
  `if(Object.prototype.hasOwnProperty.call(labels,v))return labels[v]}` +
  `var number=part.getAttribute('${FIRST_ROWS.number}');` +
  `if(number&&typeof v==='number')return new Intl.NumberFormat(locale,JSON.parse(number)).format(v);return String(v)});` +
  `return missing?null:said}` +
  `function draw(part,item,locale){` +
  `if(part.hasAttribute('${FIRST_ROWS.if}')&&!at(item,part.getAttribute('${FIRST_ROWS.if}')))return out(part);` +
  `if(part.hasAttribute('${FIRST_ROWS.unless}')&&at(item,part.getAttribute('${FIRST_ROWS.unless}')))return out(part);` +
  `var names=[].slice.call(part.attributes);for(var i=0;i<names.length;i++){var name=names[i].name;` +
  `if(name.indexOf('${FIRST_ROWS.fill}')!==0)continue;var value=words(names[i].value,item,part,locale,false);` +
  `if(value===null)return out(part);part.setAttribute(name.slice('${FIRST_ROWS.fill}'.length),value)}` +
  `if(part.hasAttribute('${FIRST_ROWS.text}')){var text=words(part.getAttribute('${FIRST_ROWS.text}'),item,part,locale,true);` +
  `if(text===null)text=part.getAttribute('${FIRST_ROWS.empty}');if(text===null)return out(part);part.textContent=text}` +
  `if(part.hasAttribute('${FIRST_ROWS.band}')){var n=at(item,part.getAttribute('${FIRST_ROWS.band}'));` +
  `var bands=JSON.parse(part.getAttribute('${FIRST_ROWS.bands}'));` +
  `for(var b=0;b<bands.length;b++)if(n>=bands[b][0]){part.classList.add(bands[b][1]);break}}}` +
  `function fill(box,items){var template=box.querySelector('template');` +
  `items=items.slice(0,Number(box.getAttribute('${FIRST_ROWS.max}'))||3);if(!template||!items.length)return;` +
  `var content=template.content.cloneNode(true);var row=content.querySelector('[${FIRST_ROWS.row}]');if(!row)return;` +
  `var locale=box.getAttribute('${FIRST_ROWS.locale}')||undefined;` +
  `items.forEach(function(item){var copy=row.cloneNode(true);` +
  `[copy].concat([].slice.call(copy.querySelectorAll('*'))).forEach(function(part){draw(part,item,locale)});` +
  `row.parentNode.insertBefore(copy,row)});out(row);` +
  `while(box.firstChild)box.removeChild(box.firstChild);box.appendChild(content);box.setAttribute('${FIRST_ROWS.drawn}','')}`;

/**
 * The second inline script of a signed-in page's shell. The data a page shows first is asked for while the page's code
 * is still arriving, instead of once it has run: a GET of each path the shell names (its FIRST_REQUESTS_META,
 * space-separated; `{id}` stands for the job of a /jobs/<id> address, and a path that starts with `?` is asked for
 * only when the address has no query of its own), with the stored session and the language the app will ask in (the
 * stored choice, else the browser's first French or English preference). Nothing without a session, or with one
 * whose access token has expired: the app renews it first. The app's API client takes each answer once, for the
 * same path, token and language (lib/first-requests.ts). An answer that a box of the frame is waiting for is drawn
 * into it at once, when the shell is in the language asked in (FIRST_ROWS): over a slow link the first rows are read
 * long before the app's code has arrived, and the app then draws its page over them. Fixed text, so that the
 * Content-Security-Policy allows it by its hash. Built by a call marked pure, which a bundle that does not use the
 * script (the app's) leaves out.
 */
export const FIRST_REQUESTS_SCRIPT = /* @__PURE__ */ firstRequestsScript();
function firstRequestsScript(): string {
  return (
    `(function(){try{var meta=document.querySelector('meta[name="${FIRST_REQUESTS_META}"]');` +
    `var token=localStorage.getItem('${ACCESS_TOKEN_KEY}');if(!meta||!token)return;` +
    `var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));` +
    `if(!(claims.exp*1000>Date.now()+60000))return;` +
    `var lang=localStorage.getItem('${LANGUAGE_KEY}');if(lang!=='en'&&lang!=='fr'){lang='en';` +
    `var tags=navigator.languages||[navigator.language];for(var i=0;i<tags.length;i++){` +
    `var tag=String(tags[i]||'').trim().toLowerCase();if(tag.indexOf('fr')===0){lang='fr';break}` +
    `if(tag.indexOf('en')===0)break}}` +
    `var id=(location.pathname.match(/^\\/jobs\\/(\\d{1,15})\\/?$/)||[])[1];var list=window.${FIRST_REQUESTS_GLOBAL}=[];` +
    `meta.content.split(' ').forEach(function(source){if(!source)return;var path=source;` +
    `if(path.charAt(0)==='?'){if(location.search)return;path=path.slice(1)}` +
    `if(path.indexOf('{id}')>=0){if(!id)return;path=path.replace('{id}',id)}` +
    `var response=fetch(path,{headers:{Accept:'application/json','Accept-Language':lang,Authorization:'Bearer '+token}});` +
    `list.push({path:path,token:token,language:lang,at:performance.now(),response:response});` +
    `response.then(function(r){return r.ok?r.clone().json():null}).then(function(data){if(!data)return;` +
    `var draw=function(){try{if(document.documentElement.lang===lang)rows(source,data)}catch(e){}};` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',draw);else draw()})` +
    `['catch'](function(){})});` +
    drawFirstRows() +
    `}catch(e){}})()`
  );
}
