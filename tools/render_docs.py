"""Render the documentation site without Quarto, then look at it in a real headless Chromium.

The deploy workflow builds the site with Quarto. Where Quarto is not installable this script does the
same first step (nbdev's processing of every notebook: hidden cells dropped, `show_doc` expanded, exports
shown), renders each processed notebook to one self-contained HTML page with nbconvert, and checks:

- every page of the sidebar exists, in the sidebar's order, with no script or stylesheet fetched from the
  network (charts are inline SVG, see tools/offline_charts.py);
- in Chromium (Debian's `chromium` package), with every host name unresolvable, the pages named by
  `--shots` show their title, their prose and their charts: the rendered DOM is checked for the title
  and the SVG charts, and a full-page screenshot is written for a person to look at.

    python tools/render_docs.py                       # pages in _site_check/, screenshots in _site_check/shots/
    python tools/render_docs.py --no-browser          # pages and static checks only
    python tools/render_docs.py --shots index,23_utility_sweep
Exit status 1 when a check fails.
"""
import argparse, html, re, shutil, sys, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CSS = """
body{margin:0;font:16px/1.55 system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;display:flex}
nav{width:250px;flex:none;background:#f6f7f9;border-right:1px solid #ddd;padding:1rem;min-height:100vh;box-sizing:border-box;font-size:14px}
nav a{display:block;color:#2a5db0;text-decoration:none;padding:2px 0}nav a.here{font-weight:700;color:#111}
nav .section{margin-top:.8rem;font-weight:600;color:#555;text-transform:uppercase;font-size:12px}
.description{font-size:1.15rem;color:#555;margin-top:-.5rem}
main{max-width:1100px;padding:1.5rem 2.5rem;overflow-x:auto;flex:1}
aside.toc{width:220px;flex:none;font-size:13px;padding:1.5rem 1rem;position:sticky;top:0;align-self:flex-start;
max-height:100vh;overflow-y:auto}
aside.toc a{display:block;color:#2a5db0;text-decoration:none;padding:1px 0}aside.toc a.h3{padding-left:.8rem;color:#555}
#search{width:100%;box-sizing:border-box;margin-bottom:.6rem;padding:3px 6px}#search-results a{font-size:13px}
#search-results p{margin:.1rem 0 .5rem;color:#666;font-size:12px}
a.source-link{float:right;font-size:smaller}
pre{background:#f5f5f5;padding:.6rem;overflow-x:auto;font-size:13px}code{font-size:90%}
table{border-collapse:collapse;font-size:13px;margin:.5rem 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:right}
table:not(.dataframe) td,table:not(.dataframe) th{text-align:left}
.jp-OutputArea-output,.output_area{overflow-x:auto;max-width:100%}
a.anchor-link{display:none}
.jp-InputPrompt,.jp-OutputPrompt,.prompt{display:none}
"""


def sidebar(nbs:Path)->list:
    "[(section or None, notebook file)] in the order of nbs/sidebar.yml."
    out, section = [], None
    for line in (nbs / 'sidebar.yml').read_text().splitlines():
        if m := re.match(r'\s*- section: (.+)', line): section = m.group(1).strip()
        elif m := re.match(r'\s*- (\S+\.ipynb)', line): out.append((section, m.group(1)))
    return out


def process(nbs:Path)->Path:
    "nbdev's docs processing of every notebook (no Quarto, no install step): returns the folder of processed notebooks."
    from nbdev.serve import proc_nbs
    return Path(proc_nbs(str(nbs), n_workers=0, force=True))


_ATTRS = re.compile(r'\{(?:target|style|\.)[^{}\n]*\}')  # Quarto's link/heading attributes, e.g. {target="_blank" style="..."}
SEARCH_JS = """
(function(){var box=document.getElementById('search'),res=document.getElementById('search-results');
box.addEventListener('input',function(){var q=box.value.toLowerCase().split(/\\s+/).filter(Boolean);res.textContent='';if(!q.length)return;
var hits=SYNTHNB_PAGES.map(function(p){var t=p.text.toLowerCase(),s=0;
for(var i=0;i<q.length;i++){var n=t.split(q[i]).length-1;if(!n)return null;s+=n}return [s,p]})
.filter(Boolean).sort(function(a,b){return b[0]-a[0]}).slice(0,8);
hits.forEach(function(h){var p=h[1],i=p.text.toLowerCase().indexOf(q[0]),a=document.createElement('a'),d=document.createElement('p');
a.href=p.url;a.textContent=p.title;d.textContent=p.text.slice(Math.max(0,i-40),i+80);res.appendChild(a);res.appendChild(d)});
if(!hits.length)res.textContent='no page mentions that';});})();
"""


def settings()->dict:
    "settings.ini as a dict (the repository URL the deploy build links to)."
    import configparser
    c = configparser.ConfigParser()
    c.read(ROOT / 'settings.ini')
    return dict(c['DEFAULT'])


_CODE = re.compile(r'(```.*?```|`[^`\n]*`)', re.S)  # code in markdown: never mathematics
_MATH = re.compile(r'\$\$(.+?)\$\$|(?<![\\$\w])\$(?!\s)([^$\n]+?)(?<!\s)\$(?![\w$])', re.S)


def mathml(md:str)->str:
    "The markdown with every $…$ and $$…$$ formula (outside code) turned into MathML, which Chromium draws without script or network."
    from latex2mathml.converter import convert
    def one(m):
        display, inline = m.group(1), m.group(2)
        tex = (display if display is not None else inline).strip()
        return convert(tex, display='block' if display is not None else 'inline').replace('\n', ' ')
    return ''.join(part if i % 2 else _MATH.sub(one, part) for i, part in enumerate(_CODE.split(md)))


_LINK = re.compile(r'\[`?([^\]`\n]+?)`?\]\(https?://[^)\s]+\)')  # nbdev's links to the docs, [`Pool`](https://…/filter.html#pool)


def plain_code(md:str)->str:
    "Links kept in prose, but a link inside code (a signature, a code block) shown as the plain name it links."
    return ''.join(_LINK.sub(r'\1', part) if i % 2 else part for i, part in enumerate(_CODE.split(md)))


def tidy(nb, git_url:str):
    """What Quarto does to a processed notebook and nbconvert does not: honour echo/output directives, drop directive lines and
    link attributes, render formulas."""
    import nbformat
    cells = []
    for c in nb.cells:
        if c.cell_type == 'markdown': c.source = mathml(_ATTRS.sub('', c.source))
        if c.cell_type != 'code':
            cells.append(c)
            continue
        c.source = _LINK.sub(r'\1', c.source)  # nbdev links names in code comments; code shows them plain
        lines = c.source.splitlines()
        opts = {ln[3:].split(':')[0].strip(): ln.split(':', 1)[1].strip() for ln in lines if ln.startswith('#| ') and ':' in ln}
        c.source = '\n'.join(ln for ln in lines if not ln.startswith('#|')).strip()
        if opts.get('output') == 'asis':
            md = ''.join(''.join(o.get('data', {}).get('text/markdown', '')) for o in c.get('outputs', []))
            md = plain_code(_ATTRS.sub('', md))
            md = re.sub(re.escape(git_url) + r'/blob/[^/]+/([^)#]+)(#L\d+)?', lambda m: (ROOT / m.group(1)).as_uri(), md)
            cells.append(nbformat.v4.new_markdown_cell(md.replace('[source](', '[source](', 1)))
            continue
        if opts.get('echo') == 'false' or not c.source: c.metadata.setdefault('tags', []).append('remove_input')
        cells.append(c)
    nb.cells = cells
    return nb


_NO_ALT = 'alt="No description has been provided for this image"'


def _texts(svg:str, role:str)->list:
    "The text of a Vega SVG's marks of one role (title, axis titles), unescaped, in order."
    out = []
    for g in re.findall(r'<g class="mark-text role-' + role + r'[^"]*"[^>]*>(.*?)</g>', svg, re.S):
        out += [html.unescape(re.sub(r'<[^>]+>', '', t)).strip() for t in re.findall(r'<text\b[^>]*>(.*?)</text>', g, re.S)]
    return [t for t in out if t]


def alt_texts(body:str)->str:
    "Each chart image gets an alt text that says what it shows: its title, and what its axes measure."
    import base64
    def one(m):
        svg = base64.b64decode(m.group(2)).decode('utf-8', 'replace')
        title, axes = _texts(svg, 'title-text'), _texts(svg, 'axis-title')
        what = '; '.join(dict.fromkeys(title)) or 'Chart'
        if axes: what += ' (' + ', '.join(dict.fromkeys(axes)) + ')'
        return f'alt="{html.escape(what[:300], quote=True)}" src="data:image/svg+xml;base64,{m.group(2)}"'
    return re.sub(r'(' + _NO_ALT + r') src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', one, body)


def toc(body:str)->str:
    "A page-contents list from the h2/h3 headings nbconvert gave ids."
    items = re.findall(r'<(h[23]) id="([^"]+)"[^>]*>(.*?)</h[23]>', body, re.S)
    links = [f'<a class="{h}" href="#{i}">{re.sub("<[^>]+>", "", t).replace("¶", "").strip()}</a>' for h, i, t in items]
    return f'<aside class="toc"><b>On this page</b>{"".join(links)}</aside>' if links else ''


def render(proc:Path, pages:list, out:Path)->dict:
    "One HTML page per processed notebook, with the sidebar, a search box and a page-contents list; returns {name: path}."
    from nbconvert import HTMLExporter
    from traitlets.config import Config
    import nbformat, yaml, json
    cfg = Config()
    cfg.TagRemovePreprocessor.enabled = True
    cfg.TagRemovePreprocessor.remove_input_tags = {'remove_input'}
    exporter = HTMLExporter(template_name='basic', config=cfg)
    exporter.exclude_input_prompt = exporter.exclude_output_prompt = exporter.exclude_raw = True
    git_url = settings()['git_url'].replace('%(user)s', settings()['user']).replace('%(repo)s', settings()['repo'])
    index = []
    out.mkdir(parents=True, exist_ok=True)
    titles, written = {}, {}
    front = {}
    for _, f in pages:  # nbdev moves a notebook's '# title' and '> description' into a front-matter raw cell
        nb = nbformat.read(proc / f, as_version=4)
        raw = next((c.source for c in nb.cells if c.cell_type == 'raw' and c.source.startswith('---')), '---\n---')
        front[f] = yaml.safe_load(raw.strip().strip('-')) or {}
        titles[f] = str(front[f].get('title', Path(f).stem))
    for section, f in pages:
        nb = tidy(nbformat.read(proc / f, as_version=4), git_url)
        body, _ = exporter.from_notebook_node(nb)
        body = alt_texts(body)
        text = re.sub(r'\s+', ' ', re.sub(r'<[^>]+>', ' ', re.sub(r'<(svg|style|script)\b.*?</\1>', ' ', body, flags=re.S)))
        index.append(dict(url=f'{Path(f).stem}.html', title=titles[f], text=html.unescape(text)[:30000]))
        desc = str(front[f].get('description', ''))
        body = f'<h1>{html.escape(titles[f])}</h1>' + (f'<p class="description">{html.escape(desc)}</p>' if desc else '') + body
        links, last = [], None
        for s, g in pages:
            if s != last and s:
                links.append(f'<div class="section">{html.escape(s)}</div>')
                last = s
            links.append(f'<a href="{Path(g).stem}.html"{" class=here" if g == f else ""}>{html.escape(titles[g])}</a>')
        search = '<input id="search" type="search" placeholder="Search the docs" aria-label="Search"><div id="search-results"></div>'
        page = (f'<!doctype html><html><head><meta charset="utf-8"><title>{html.escape(titles[f])} – synthnb</title>'
                f'<style>{CSS}</style></head><body><nav>{search}{"".join(links)}</nav><main>{body}</main>{toc(body)}'
                '<script src="search-index.js"></script><script src="search.js"></script></body></html>')
        path = out / f'{Path(f).stem}.html'
        path.write_text(page)
        written[Path(f).stem] = path
    data = json.dumps(index, ensure_ascii=False).replace('<', '\\u003c').replace('>', '\\u003e').replace('&', '\\u0026')
    (out / 'search-index.js').write_text(f'var SYNTHNB_PAGES = {data};\n')
    (out / 'search.js').write_text(SEARCH_JS)
    return written


def static_checks(pages:dict)->list:
    "Problems a page has without a browser: remote scripts or stylesheets, Altair HTML outputs left."
    bad = []
    for name, p in pages.items():
        t = p.read_text()
        if re.search(r'<(script|link)[^>]+(src|href)="https?://', t): bad.append(f'{name}: loads a script or stylesheet from the network')
        if re.search(r'"vega(-lite|-embed)?": "https?://', t):
            bad.append(f'{name}: an Altair chart that fetches Vega (run tools/offline_charts.py)')
        text = re.sub(r'<(pre|code)\b.*?</\1>', ' ', t, flags=re.S)
        if m := re.search(r'#\| (echo|output|export|hide)\b', text): bad.append(f'{name}: a raw "{m.group(0)}" directive shows on the page')
        if m := re.search(r'\{target=', t): bad.append(f'{name}: stray Quarto attribute text {t[m.start():m.start() + 40]!r}')
        if re.search(r'<pre[^>]*>(?:(?!</pre>).)*#\|', t, re.S): bad.append(f'{name}: a code block still shows a #| directive line')
        if 'show_doc(' in re.sub(r'<(svg|style|script)\b.*?</\1>', '', t, flags=re.S):
            bad.append(f'{name}: a raw show_doc(...) call shows on the page')
        if _NO_ALT in t: bad.append(f'{name}: {t.count(_NO_ALT)} image(s) without alt text')
        if m := re.search(r'<(pre|code)\b[^>]*>(?:(?!</\1>).)*?\]\(https?://', t, re.S):
            shown = html.unescape(re.sub('<[^>]+>', '', m.group(0)))[-80:]
            bad.append(f'{name}: a raw markdown link inside code: {shown!r}')
        prose = re.sub(r'<[^>]+>', ' ', re.sub(r'<(pre|code|svg|style|script|math)\b.*?</\1>', ' ', t, flags=re.S))
        if m := _MATH.search(html.unescape(prose)): bad.append(f'{name}: a formula left as raw TeX: {m.group(0)[:60]!r}')
    return bad


def browser_checks(pages:dict, shots:list, out:Path, chromium:str)->list:
    "Open each page in headless Chromium with no name resolution: check title, prose and charts in the DOM; screenshot it."
    bad, shot_dir = [], out / 'shots'
    shot_dir.mkdir(parents=True, exist_ok=True)
    from synthnb.browser import run_chromium   # waits for the process, not a pipe a lingering helper holds open
    def chrome(*args)->str: return run_chromium(*args, timeout=30, tries=4) or ''
    # A warm-up screenshot first: on CI machines the first screenshot of a run has hung past any timeout (twice in a row
    # once), later ones take seconds. Its result is not used; a hang here costs half a minute and no check.
    first = [n for n in shots if n in pages][:1]
    if first:
        run_chromium('--window-size=800,600', f'--screenshot={shot_dir / "warm-up.png"}', pages[first[0]].resolve().as_uri(), timeout=30,
                     tries=1)
    (shot_dir / 'warm-up.png').unlink(missing_ok=True)
    for name in shots:
        if name not in pages:
            bad.append(f'{name}: no such page')
            continue
        url = pages[name].resolve().as_uri()
        dom = chrome('--dump-dom', url)
        text = re.sub(r'<[^>]+>', ' ', re.sub(r'<(svg|style|script)\b.*?</\1>', ' ', dom, flags=re.S))
        words = len(text.split())
        charts = len(re.findall(r'<svg\b[^>]*class="marks"', dom)) + len(re.findall(r'<img\b[^>]*src="data:image/svg\+xml', dom))
        title = re.search(r'<h1[^>]*>(.*?)</h1>', dom, re.S)
        print(f'{name}: title {re.sub("<[^>]+>", "", title.group(1)).strip()[:60] if title else None!r}, {words:,} words, {charts} charts')
        if not title: bad.append(f'{name}: no title in the rendered page')
        if words < 300: bad.append(f'{name}: only {words} words rendered')
        if charts == 0: bad.append(f'{name}: no chart rendered')
        if 'id="search"' not in dom or 'On this page' not in dom: bad.append(f'{name}: no search box or page contents')
        height = min(16000, max(1200, 60 * words // 12 + 500 * charts))
        png = shot_dir / f'{name}.png'
        png.unlink(missing_ok=True)
        chrome(f'--window-size=1400,{height}', f'--screenshot={png}', url)
        if not png.exists() or png.stat().st_size < 20_000: bad.append(f'{name}: no screenshot (or an empty one)')
        else: print(f'  screenshot {png} ({png.stat().st_size // 1024} KiB, 1400 × {height})')
    return bad


def main(argv=None)->int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--out', default=str(ROOT / '_site_check'))
    p.add_argument('--shots', default='index,21_univariate_sweep', help='pages to open in Chromium (comma-separated stems)')
    p.add_argument('--no-browser', action='store_true', help='render and check statically only')
    a = p.parse_args(argv)
    start, out, nbs = time.perf_counter(), Path(a.out), ROOT / 'nbs'
    pages = sidebar(nbs)
    missing = [f for _, f in pages if not (nbs / f).exists()]
    if missing:
        print(f'sidebar names missing notebooks: {missing}')
        return 1
    proc = process(nbs)
    written = render(proc, pages, out)
    print(f'{len(written)} pages rendered to {out} in {time.perf_counter() - start:.1f}s')
    bad = static_checks(written)
    if not a.no_browser:
        chromium = shutil.which('chromium') or shutil.which('chromium-browser') or shutil.which('google-chrome')
        if not chromium:
            print('no Chromium found: install Debian\'s chromium package, or pass --no-browser')
            return 1
        bad += browser_checks(written, [s.strip() for s in a.shots.split(',') if s.strip()], out, chromium)
    for b in bad: print('FAIL', b)
    print(f'{"ok" if not bad else f"{len(bad)} problem(s)"} in {time.perf_counter() - start:.1f}s')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
