"""Open report.html in a real headless Chromium and check what a reader sees, not the file's text.

Three pages are built without fitting a model: the Adult/TVAE report of the committed standard-scale
results, the same report with a column, a variant, the dataset and the generator renamed to markup
that would run script if it were pasted into the page (`synthnb.browser.HOSTILE`), and a privacy report
of two tables with known answers (80 % copies of training rows, and unseen real people), where the
copier must read FAIL, the other PASS, and a 7-column table (Adult's age, hours, education, marital status, race, sex
and income) whose page must draw every column and every pair: at least 28 pictures, under 2 MB. Chromium renders each
with every host name unresolvable; the DOM it dumps must hold the verdict table with numbers in its
cells, the release decision with an outcome per table, one SVG chart per family, no script or frame
element, and the page title it was given (a script from data would have replaced it). A probe measures, in the
rendered page, every chart's text against its SVG's box (no legend or title cut off, nothing shortened with an
ellipsis) and counts its data marks (no empty chart). A full-page screenshot of each goes to --out/shots/.

    python tools/check_report.py --out ci-logs/report     # exit 1 if a check fails
    python tools/check_report.py --page some/report.html  # check one existing page (3 charts expected)
"""
import argparse, shutil, sys
from pathlib import Path


PROBE = r"""<script>
(function(){
  const out = [];
  document.querySelectorAll('figure.chart').forEach((fig, i) => {
    const svg = fig.querySelector('svg'); if (!svg) return;
    const box = svg.getBoundingClientRect(), clipped = [], cut = [];
    svg.querySelectorAll('text').forEach(t => {
      const s = (t.textContent || '').trim(); if (!s) return;
      const r = t.getBoundingClientRect();
      const outside = r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
      if (r.width > 0 && outside) clipped.push(s);
      if (s.endsWith('\u2026') && t.closest('g.role-legend-label, g.role-legend-title, g.role-title, g.role-axis-title')) cut.push(s);
    });
    let marks = 0;
    svg.querySelectorAll('g.role-mark').forEach(g => {
      if (!g.classList.contains('mark-text') && !g.classList.contains('mark-group')) marks += g.children.length;
    });
    out.push({i: i, label: fig.getAttribute('aria-label') || '', width: Math.round(box.width), clipped: clipped, cut: cut, marks: marks});
  });
  document.body.setAttribute('data-probe', JSON.stringify(out));
})();
</script>"""


def geometry_problems(page:Path, window:str)->list:
    """What a reader would see cut or empty, measured by Chromium on a copy of the page with a probe script added
    (the page itself runs none): text of a chart drawn outside its SVG's box (a legend or title cut off), text
    Vega shortened with an ellipsis in a legend or a title (long level names on an axis are shortened by design), and charts
    with no data marks."""
    import html, json, re
    from synthnb.browser import run_chromium
    probe = page.with_name(page.stem + '.probe.html')
    probe.write_text(page.read_text().replace('</body>', PROBE + '</body>'))
    dom = run_chromium(window, '--dump-dom', probe.resolve().as_uri(), timeout=90, tries=2) or ''
    probe.unlink()
    m = re.search(r'data-probe="([^"]*)"', dom)
    if not m: return ['the geometry probe did not run']
    bad = []
    for c in json.loads(html.unescape(m.group(1))):
        name = c['label'].split(':')[0][:60] or f"chart {c['i']}"
        if c['clipped']: bad.append(f"{name}: text outside the chart, cut off: {c['clipped'][:3]}")
        if c['cut']: bad.append(f"{name}: text shortened with an ellipsis: {c['cut'][:3]}")
        if c['marks'] == 0: bad.append(f'{name}: an empty chart (no data marks)')
    return bad


def window_of(page:Path)->str: return '--window-size=1300,2400' if 'seven' not in page.name else '--window-size=1300,12000'


def shoot(page:Path, png:Path):
    from synthnb.browser import run_chromium
    run_chromium(window_of(page), f'--screenshot={png}', page.resolve().as_uri(), timeout=30, tries=4)


def main(argv=None)->int:
    from synthnb.page import published_report
    from synthnb.browser import hostile_report, browser_dom, dom_checks
    from dataclasses import replace
    import re
    import pandas as pd
    from synthnb.data import load_dataset
    from synthnb.report import evaluate
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--out', default='_report_check')
    p.add_argument('--page', default=None)
    a = p.parse_args(argv)
    chromium = shutil.which('chromium') or shutil.which('chromium-browser') or shutil.which('google-chrome')
    if chromium is None:
        print('no Chromium found: install Debian\'s chromium package')
        return 1
    out = Path(a.out)
    (out / 'shots').mkdir(parents=True, exist_ok=True)
    if a.page: pages = {Path(a.page).stem: Path(a.page)}
    else:
        rep = published_report()
        ad = load_dataset('adult')
        small = replace(ad, train=ad.train.iloc[:2000].reset_index(drop=True), holdout=ad.holdout.iloc[:1000].reset_index(drop=True))
        copier = pd.concat([small.train.sample(800, random_state=0), ad.holdout.iloc[2000:2200]], ignore_index=True)
        known = evaluate(
            small,
            {'copier': copier, 'unseen': ad.holdout.iloc[1000:2000]},
            families=('fidelity', 'privacy'),
            density=False,
            detection=False,
            progress=False,
        )
        from synthnb.schema import Table
        import numpy as np
        cols = ['age', 'hours-per-week', 'education', 'marital-status', 'race', 'sex', 'income']
        t7 = Table(numeric=('age', 'hours-per-week'), categorical=('education', 'marital-status', 'race', 'sex'), target='income')
        d7 = replace(small, table=t7, train=small.train[cols], holdout=small.holdout[cols])
        rng = np.random.default_rng(0)
        shuffled = pd.DataFrame({c: rng.permutation(ad.holdout[c].iloc[1000:2000].to_numpy()) for c in cols})
        seven = evaluate(
            d7,
            {'copier': copier[cols], 'columns shuffled': shuffled},
            families=('fidelity', 'privacy'),
            density=False,
            detection=False,
            progress=False,
        )
        pages = {'report': rep.to_html(out / 'report.html'), 'hostile': hostile_report(rep).to_html(out / 'hostile.html'),
                 'copier': known.to_html(out / 'copier.html'), 'seven': seven.to_html(out / 'seven.html')}
    expected = {'copier': {'copier': 'FAIL', 'unseen': 'PASS'}}
    bad = []
    for name, page in pages.items():
        dom = browser_dom(page)
        problems = dom_checks(
            dom or '', {'copier': 8, 'seven': 28}.get(name, 3)
        )  # pages that keep their tables draw pictures: every column and pair
        if name == 'seven':
            drawn = {k: (dom or '').count(f'class="chart picture {k}"') for k in ('column', 'pair')}
            if drawn != {'column': 7, 'pair': 21}: problems.append(f'the 7-column page drew {drawn}, not every column (7) and pair (21)')
            if page.stat().st_size >= 2e6: problems.append(f'the 7-column page weighs {page.stat().st_size / 1e6:.2f} MB (limit 2 MB)')
        seen = dict(re.findall(r'<tr class="decision-\w+"><td class="label">(.*?)</td><td class="outcome">(\w+)</td>', dom or ''))
        problems += [f'{v} reads {seen.get(v)}, expected {o}' for v, o in expected.get(name, {}).items() if seen.get(v) != o]
        if name == 'copier':  # a table that fails is never starred
            table = re.search(r'<table id="verdict">(.*?)</table>', dom or '', re.S)
            head = re.findall(r'<th[^>]*>(.*?)</th>', table.group(1)) if table else []
            at = head.index('copier') if 'copier' in head else None
            for row in re.findall(r'<tr>(.*?)</tr>', table.group(1) if table else '', re.S):
                cells = re.findall(r'<td([^>]*)>', row)
                if at is not None and at < len(cells) and 'best' in cells[at]: problems.append('the copier is starred')
        problems += [
            x for x in geometry_problems(page, window_of(page)) if name != 'hostile' or 'ellipsis' not in x
        ]  # markup names of 70+ characters: past the legends' 400 px
        png = out / 'shots' / f'{name}.png'
        shoot(page, png)
        print(f'{name}: {page} -> {len(dom or ""):,} characters of DOM, ' + ('ok' if not problems else '; '.join(problems))
              + (f'; screenshot {png} ({png.stat().st_size // 1024} KiB)' if png.exists() else '; no screenshot'))
        bad += [f'{name}: {x}' for x in problems]
    for b in bad: print('FAIL', b)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
