"""Make notebook charts visible without network: replace Altair's HTML outputs (which load Vega from a CDN)
by the same chart rendered to inline SVG with vl-convert. Outputs of a notebook run with
`alt.renderers.enable('svg')` are already SVG; this converts outputs saved before that, without re-running.

    python tools/offline_charts.py nbs/*.ipynb          # rewrite in place
    python tools/offline_charts.py --check nbs/*.ipynb  # exit 1 if any chart still needs the network
"""
import json, re, sys
from pathlib import Path

_REMOTE = re.compile(r'"vega(-lite|-embed)?": "https?://')  # Altair's default renderer: Vega fetched at view time
_SPEC = re.compile(r'\}\)\((\{.*\}), \{"mode": "vega-lite"\}\);', re.S)

def network_charts(nb:dict)->list:
    "(cell index, output index) of every output whose HTML loads Vega from the network."
    return [(i, j) for i, c in enumerate(nb['cells']) for j, o in enumerate(c.get('outputs', []))
            if _REMOTE.search(''.join(o.get('data', {}).get('text/html', '')))]

def convert(nb:dict)->int:
    "Render every network chart of `nb` to SVG in place; return how many."
    import vl_convert as vlc
    hits = network_charts(nb)
    for i, j in hits:
        o = nb['cells'][i]['outputs'][j]
        m = _SPEC.search(''.join(o['data']['text/html']))
        if not m: raise ValueError(f'cell {i}: an Altair output whose spec cannot be found')
        svg = vlc.vegalite_to_svg(json.loads(m.group(1)))
        o['data'] = {'image/svg+xml': svg.splitlines(keepends=True), 'text/plain': o['data'].get('text/plain', ['alt.Chart(...)'])}
    return len(hits)

if __name__ == '__main__':
    check = '--check' in sys.argv
    bad = 0
    for f in [a for a in sys.argv[1:] if a != '--check']:
        p = Path(f)
        nb = json.loads(p.read_text())
        if check:
            n = len(network_charts(nb))
            if n:
                print(f'{p}: {n} chart(s) load Vega from the network')
                bad += n
        elif (n := convert(nb)):
            p.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + '\n')
            print(f'{p}: {n} chart(s) now inline SVG')
    sys.exit(1 if bad else 0)
