"""What `synthnb check` says a run will take, against what runs take: the quick preset, --patch --tau 0.2, on 2 cores.

Runs `synthnb run --data FILE` on tables written from the built-in datasets (Adult at 3,000 rows and whole,
Credit whole), reads each run's own `time:` line (fit, sample, patch, filter, evaluate), and prints it beside
`run_estimate`'s seconds and their ratio. `RUN_SECONDS` (chapter 00e) holds the constants fitted on the two
Adult runs; Credit, a table of another shape, is the check that they carry over.

    python bench/run_time.py [--kinds tvae cart] [--keep DIR]
"""
import argparse, os, re, subprocess, sys, tempfile
from pathlib import Path
from synthnb.data import load_dataset
from synthnb.own import own_dataset, run_estimate

TABLES = {'adult-3k': ('adult', 3000, 'income'), 'adult': ('adult', None, 'income'), 'credit': ('credit', None, 'default')}

def stages(log:str)->dict:
    "The seconds of each stage from a run's `time:` line."
    line = next((ln for ln in log.splitlines() if ln.startswith('time: ')), '')
    return {k: float(v.replace(',', '')) for k, v in re.findall(r'(\w+) ([\d,.]+) s', line.split('families:')[0])}

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--kinds', nargs='+', default=['tvae', 'cart'])
    ap.add_argument('--tables', nargs='+', default=list(TABLES))
    ap.add_argument('--keep', default=None)
    a = ap.parse_args()
    root = Path(a.keep or tempfile.mkdtemp(prefix='run-time-'))
    root.mkdir(parents=True, exist_ok=True)
    for name in a.tables:
        dataset, rows, target = TABLES[name]
        ds = load_dataset(dataset)
        whole = ds.train if rows is None else ds.train.sample(rows, random_state=0)
        csv = root / f'{name}.csv'
        whole.to_csv(csv, index=False)
        mine, _ = own_dataset(csv, target=target)
        for kind in a.kinds:
            cmd = [
                sys.executable,
                '-c',
                'import sys; from synthnb.cli import main; sys.exit(main(sys.argv[1:]))',
                'run',
                '--data',
                str(csv),
                '--target',
                target,
                '--generator',
                kind,
                '--patch',
                '--tau',
                '0.2',
                '--exit-zero',
                '--quiet',
                '--fresh',
                '--out',
                str(root / f'{name}-{kind}'),
            ]
            log = subprocess.run(cmd, capture_output=True, text=True, env=os.environ | {'SYNTHNB_CACHE_DIR': str(root / 'cache')}).stdout
            got, est = stages(log), run_estimate(mine, kind)
            measured = sum(got.values())
            print(
                f'{name:9} {kind:5} {len(mine.train):>6,} rows: measured {measured:6.1f} s, '
                f'estimated {est["total"]:6.1f} s (ratio {est["total"] / measured:.2f}); '
                + ', '.join(f'{k} {got.get(k, 0):.1f}/{est.get(k, 0):.1f}' for k in ('fit', 'patch', 'filter', 'evaluate')),
                flush=True,
            )

if __name__ == '__main__': main()
