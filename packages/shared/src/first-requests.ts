import { ACCESS_TOKEN_KEY } from './constants.js';
import { LANGUAGE_KEY } from './language.js';

/** Names the API paths a signed-in page's shell asks for as soon as it is read: see FIRST_REQUESTS_SCRIPT. */
export const FIRST_REQUESTS_META = 'first-requests';
/** Where FIRST_REQUESTS_SCRIPT leaves the requests it made, for the web app's API client to take. */
export const FIRST_REQUESTS_GLOBAL = '__firstRequests';
/** How long an answer asked for by the shell may be taken: after that the app asks again. */
export const FIRST_REQUESTS_TTL_MS = 60_000;

/**
 * The second inline script of a signed-in page's shell. The data a page shows first is asked for while the page's code
 * is still arriving, instead of once it has run: a GET of each path the shell names (its FIRST_REQUESTS_META,
 * space-separated; `{id}` stands for the job of a /jobs/<id> address, and a path that starts with `?` is asked for
 * only when the address has no query of its own), with the stored session and the language the app will ask in (the
 * stored choice, else the browser's first French or English preference). Nothing without a session, or with one
 * whose access token has expired: the app renews it first. The app's API client takes each answer once, for the
 * same path, token and language (lib/first-requests.ts). Fixed text, so that the Content-Security-Policy allows it
 * by its hash.
 */
export const FIRST_REQUESTS_SCRIPT =
  `(function(){try{var meta=document.querySelector('meta[name="${FIRST_REQUESTS_META}"]');` +
  `var token=localStorage.getItem('${ACCESS_TOKEN_KEY}');if(!meta||!token)return;` +
  `var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));` +
  `if(!(claims.exp*1000>Date.now()+60000))return;` +
  `var lang=localStorage.getItem('${LANGUAGE_KEY}');if(lang!=='en'&&lang!=='fr'){lang='en';` +
  `var tags=navigator.languages||[navigator.language];for(var i=0;i<tags.length;i++){` +
  `var tag=String(tags[i]||'').trim().toLowerCase();if(tag.indexOf('fr')===0){lang='fr';break}` +
  `if(tag.indexOf('en')===0)break}}` +
  `var id=(location.pathname.match(/^\\/jobs\\/(\\d{1,15})\\/?$/)||[])[1];var list=window.${FIRST_REQUESTS_GLOBAL}=[];` +
  `meta.content.split(' ').forEach(function(path){if(!path)return;` +
  `if(path.charAt(0)==='?'){if(location.search)return;path=path.slice(1)}` +
  `if(path.indexOf('{id}')>=0){if(!id)return;path=path.replace('{id}',id)}` +
  `list.push({path:path,token:token,language:lang,at:performance.now(),` +
  `response:fetch(path,{headers:{Accept:'application/json','Accept-Language':lang,Authorization:'Bearer '+token}})})` +
  `})}catch(e){}})()`;
