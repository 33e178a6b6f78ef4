"""The docs' Quarto project file lives at the top of the repository (`_quarto.yml`); nbdev 2 runs Quarto inside
`nbs/`, so `nbs/_quarto.yml` must be the same file byte for byte. `python tools/check_quarto.py` checks it (CI);
`--sync` copies the top-level file into `nbs/` (the deploy workflow, and you after editing it)."""
import argparse, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP, COPY = ROOT / '_quarto.yml', ROOT / 'nbs' / '_quarto.yml'

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sync', action='store_true', help='copy _quarto.yml into nbs/ instead of checking')
    args = ap.parse_args(argv)
    if not TOP.exists():
        print(f'{TOP.name} is missing at the top of the repository')
        return 1
    if args.sync:
        COPY.write_bytes(TOP.read_bytes())
        print(f'wrote {COPY.relative_to(ROOT)} from {TOP.name}')
        return 0
    if not COPY.exists() or COPY.read_bytes() != TOP.read_bytes():
        print('nbs/_quarto.yml differs from the top-level _quarto.yml '
              '(edit the top-level one, then run: python tools/check_quarto.py --sync)')
        return 1
    print('_quarto.yml: nbs/ holds the same file as the top level')
    return 0

if __name__ == '__main__': sys.exit(main())
