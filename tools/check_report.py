"""Open report.html in a real headless Chromium and check what a reader sees, not the file's text.

Two pages are built from the committed standard-scale results (no model is fitted): the Adult/TVAE
report, and the same report with a column, a variant, the dataset and the generator renamed to markup
that would run script if it were pasted into the page (`synthnb.page.HOSTILE`). Chromium renders each
with every host name unresolvable; the DOM it dumps must hold the verdict table with numbers in its
cells, one SVG chart per family, no script or frame element, and the page title it was given (a script
from data would have replaced it). A full-page screenshot of each goes to --out/shots/.

    python tools/check_report.py --out ci-logs/report     # exit 1 if a check fails
    python tools/check_report.py --page some/report.html  # check one existing page (3 charts expected)
"""
import argparse, shutil, subprocess, sys, tempfile
from pathlib import Path


def shoot(chromium:str, page:Path, png:Path):
    with tempfile.TemporaryDirectory(prefix='synthnb-chromium-') as prof:
        subprocess.run([chromium, '--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', f'--user-data-dir={prof}',
                        '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND', '--window-size=1300,2400',
                        f'--screenshot={png}', page.resolve().as_uri()], capture_output=True, timeout=90)


def main(argv=None)->int:
    from synthnb.page import published_report, hostile_report, browser_dom, dom_checks
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--out', default='_report_check'); p.add_argument('--page', default=None)
    a = p.parse_args(argv)
    chromium = shutil.which('chromium') or shutil.which('chromium-browser') or shutil.which('google-chrome')
    if chromium is None: print('no Chromium found: install Debian\'s chromium package'); return 1
    out = Path(a.out); (out / 'shots').mkdir(parents=True, exist_ok=True)
    if a.page: pages = {Path(a.page).stem: Path(a.page)}
    else:
        rep = published_report()
        pages = {'report': rep.to_html(out / 'report.html'), 'hostile': hostile_report(rep).to_html(out / 'hostile.html')}
    bad = []
    for name, page in pages.items():
        dom = browser_dom(page)
        problems = dom_checks(dom or '', 3)
        png = out / 'shots' / f'{name}.png'
        shoot(chromium, page, png)
        print(f'{name}: {page} -> {len(dom or ""):,} characters of DOM, ' + ('ok' if not problems else '; '.join(problems))
              + (f'; screenshot {png} ({png.stat().st_size // 1024} KiB)' if png.exists() else '; no screenshot'))
        bad += [f'{name}: {x}' for x in problems]
    for b in bad: print('FAIL', b)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
