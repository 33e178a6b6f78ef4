"""Published outputs hold no warning and no path of the machine that ran them.

    python tools/check_outputs.py README.md nbs/*.ipynb nbs/experiments/*.ipynb

A saved output is what a reader sees on the docs site and in README.md: a library's warning (TqdmWarning and
its like) or an absolute path of the machine that ran the notebook (its home, the repository's folder) is noise
there at best and a leak at worst. Exit 1 naming each file and output that holds one."""
import json, os, re, sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[1])
HOME = os.path.expanduser('~')
WARNING = re.compile(r'\b\w*Warning: ')

def problems(text:str)->list:
    "What a published text must not hold."
    out = []
    if WARNING.search(text): out.append('a warning')
    for path in {ROOT, HOME} - {'/', ''}:
        if path in text: out.append(f'the path {path}')
    return out

def outputs(nb:dict):
    "(cell number, text) of every saved output of a notebook."
    for i, c in enumerate(nb.get('cells', [])):
        for o in c.get('outputs', []):
            texts = [o.get('text', '')] + [v for k, v in o.get('data', {}).items() if k.startswith('text/')]
            for t in texts: yield i, ''.join(t) if isinstance(t, list) else str(t)

if __name__ == '__main__':
    bad = []
    for f in sys.argv[1:]:
        p = Path(f)
        if p.suffix == '.ipynb':
            for i, text in outputs(json.loads(p.read_text())):
                bad += [f'{f}: cell {i}: {what}' for what in problems(text)]
        else: bad += [f'{f}: {what}' for what in problems(p.read_text())]
    print('\n'.join(bad) if bad else f'published outputs clean: {len(sys.argv) - 1} file(s), no warning, no machine path')
    sys.exit(1 if bad else 0)
