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
import argparse, html, re, shutil, subprocess, sys, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CSS = """
body{margin:0;font:16px/1.55 system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;display:flex}
nav{width:250px;flex:none;background:#f6f7f9;border-right:1px solid #ddd;padding:1rem;min-height:100vh;box-sizing:border-box;font-size:14px}
nav a{display:block;color:#2a5db0;text-decoration:none;padding:2px 0}nav a.here{font-weight:700;color:#111}
nav .section{margin-top:.8rem;font-weight:600;color:#555;text-transform:uppercase;font-size:12px}
.description{font-size:1.15rem;color:#555;margin-top:-.5rem}
main{max-width:1100px;padding:1.5rem 2.5rem;overflow-x:auto}
pre{background:#f5f5f5;padding:.6rem;overflow-x:auto;font-size:13px}code{font-size:90%}
table{border-collapse:collapse;font-size:13px;margin:.5rem 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:right}
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


def render(proc:Path, pages:list, out:Path)->dict:
    "One HTML page per processed notebook, with the sidebar; returns {name: path}."
    from nbconvert import HTMLExporter
    import nbformat, yaml
    exporter = HTMLExporter(template_name='basic')
    exporter.exclude_input_prompt = exporter.exclude_output_prompt = exporter.exclude_raw = True
    out.mkdir(parents=True, exist_ok=True)
    titles, written = {}, {}
    front = {}
    for _, f in pages:  # nbdev moves a notebook's '# title' and '> description' into a front-matter raw cell
        nb = nbformat.read(proc / f, as_version=4)
        raw = next((c.source for c in nb.cells if c.cell_type == 'raw' and c.source.startswith('---')), '---\n---')
        front[f] = yaml.safe_load(raw.strip().strip('-')) or {}
        titles[f] = str(front[f].get('title', Path(f).stem))
    for section, f in pages:
        nb = nbformat.read(proc / f, as_version=4)
        body, _ = exporter.from_notebook_node(nb)
        desc = str(front[f].get('description', ''))
        body = f'<h1>{html.escape(titles[f])}</h1>' + (f'<p class="description">{html.escape(desc)}</p>' if desc else '') + body
        links, last = [], None
        for s, g in pages:
            if s != last and s: links.append(f'<div class="section">{html.escape(s)}</div>'); last = s
            links.append(f'<a href="{Path(g).stem}.html"{" class=here" if g == f else ""}>{html.escape(titles[g])}</a>')
        page = (f'<!doctype html><html><head><meta charset="utf-8"><title>{html.escape(titles[f])} – synthnb</title>'
                f'<style>{CSS}</style></head><body><nav>{"".join(links)}</nav><main>{body}</main></body></html>')
        path = out / f'{Path(f).stem}.html'; path.write_text(page); written[Path(f).stem] = path
    return written


def static_checks(pages:dict)->list:
    "Problems a page has without a browser: remote scripts or stylesheets, Altair HTML outputs left."
    bad = []
    for name, p in pages.items():
        t = p.read_text()
        if re.search(r'<(script|link)[^>]+(src|href)="https?://', t): bad.append(f'{name}: loads a script or stylesheet from the network')
        if re.search(r'"vega(-lite|-embed)?": "https?://', t): bad.append(f'{name}: an Altair chart that fetches Vega (run tools/offline_charts.py)')
    return bad


def browser_checks(pages:dict, shots:list, out:Path, chromium:str)->list:
    "Open each page in headless Chromium with no name resolution: check title, prose and charts in the DOM; screenshot it."
    import tempfile
    bad, shot_dir = [], out / 'shots'
    shot_dir.mkdir(parents=True, exist_ok=True)
    def chrome(*args, tries:int=2)->str:
        "Run one headless Chromium with its own profile (a lingering instance cannot block it); retry once on a hang."
        for _ in range(tries):
            with tempfile.TemporaryDirectory(prefix='synthnb-chromium-') as prof:
                cmd = [chromium, '--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', f'--user-data-dir={prof}',
                       '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND', '--run-all-compositor-stages-before-draw',
                       '--virtual-time-budget=5000', *args]
                try: return subprocess.run(cmd, capture_output=True, text=True, timeout=90).stdout
                except subprocess.TimeoutExpired: print(f'  chromium hung on {args[-1]} (90 s); ' + ('retrying' if _ + 1 < tries else 'giving up'))
        return ''
    for name in shots:
        if name not in pages: bad.append(f'{name}: no such page'); continue
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
    if missing: print(f'sidebar names missing notebooks: {missing}'); return 1
    proc = process(nbs)
    written = render(proc, pages, out)
    print(f'{len(written)} pages rendered to {out} in {time.perf_counter() - start:.1f}s')
    bad = static_checks(written)
    if not a.no_browser:
        chromium = shutil.which('chromium') or shutil.which('chromium-browser') or shutil.which('google-chrome')
        if not chromium: print('no Chromium found: install Debian\'s chromium package, or pass --no-browser'); return 1
        bad += browser_checks(written, [s.strip() for s in a.shots.split(',') if s.strip()], out, chromium)
    for b in bad: print('FAIL', b)
    print(f'{"ok" if not bad else f"{len(bad)} problem(s)"} in {time.perf_counter() - start:.1f}s')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
