/**
 * The inline loader the Node server sends with the first of a page's scripts
 * (server/deferred-scripts.ts, decision 011), here because components/ui/EarlyClicks replays the
 * clicks it notes: both sides of `self.__iyClicks` read this one text.
 *
 * Queues chunk URLs in `self.__iyScripts` until the document is parsed, the page's high-priority
 * images (its largest paint: the first listing photos, the equipment gallery) are decoded (at most
 * 1.5 s) and a frame painted; then adds them, and afterwards the queue adds directly. A hidden tab
 * paints no frames: it loads at once. A last timer (4 s) loads whatever happens. Once the queued
 * scripts have run, `self.__iyReady` is true (the browser journeys wait for it after a page load).
 *
 * Until React listens for events (its root marks the document), a click on a script-only button
 * (`button[type=button]`) does nothing; the loader notes each such button once in
 * `self.__iyClicks`, and `EarlyClicks` clicks them again once the shell has hydrated.
 */
export const SCRIPT_LOADER_CODE =
  '(function(){var w=self,d=document;w.__iyScripts=w.__iyScripts||[];' +
  'var c=w.__iyClicks=[];d.addEventListener("click",function(e){var t=e.target,' +
  'b=w.__iyClicks&&t&&t.closest&&t.closest("button[type=button]");if(!b||b.disabled||c.indexOf(b)>=0)return;' +
  'var o=Object.keys(d);for(var i=0;i<o.length;i++)if(o[i].indexOf("__reactContainer$")===0)return;c.push(b)},true);' +
  'function add(s,f){var e=d.createElement("script");e.src=s;e.async=true;if(f)e.onload=e.onerror=f;d.head.appendChild(e)}' +
  'function go(){if(w.__iyGo)return;w.__iyGo=1;var q=w.__iyScripts,n=q.length,f=function(){if(--n<=0)w.__iyReady=true};' +
  'w.__iyScripts={push:add};if(!n)f();for(var i=0;i<q.length;i++)add(q[i],f)}' +
  'function paint(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'function later(){if(d.visibilityState==="hidden")return go();setTimeout(go,4000);' +
  'var n=0,done=function(){if(--n===0)paint()},im=d.querySelectorAll("img[fetchpriority=high]");' +
  'for(var i=0;i<im.length;i++)if(!im[i].complete&&im[i].decode){n++;im[i].decode().then(done,done)}' +
  'if(n===0)paint();else setTimeout(paint,1500)}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",later):later()})()'
