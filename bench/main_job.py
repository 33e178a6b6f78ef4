"""The main job end to end: `synthnb run` on Adult, quick TVAE, patch, τ = 0.2, three tables × three families.

Each configuration runs as its own process with a fresh cache (nothing reused between them), and the
script prints the wall time of the whole command, the stage and family times it reports (`time:` line,
with `--profile`: every classifier and group of metrics, slowest first), and how far its results.parquet
is from the first configuration's:

1. `--jobs 1 --patch-check 0`: one process, every fine-tuning step (what version 0.1 did);
2. `--jobs -1 --patch-check 0`: every core, every step (patched table identical to 1; evaluation equal up to rounding);
3. `--jobs -1` (the default): every core, and the quick preset's early stop in patching (a different patched table).

    python bench/main_job.py [--only 3] [--keep DIR]
"""
import argparse, os, re, subprocess, sys, tempfile, time
from pathlib import Path
import pandas as pd

CONFIGS = {1: ['--jobs', '1', '--patch-check', '0'], 2: ['--jobs', '-1', '--patch-check', '0'], 3: []}
BASE = ['run', '--dataset', 'adult', '--generator', 'tvae', '--preset', 'quick', '--patch', '--tau', '0.2', '--profile', '--exit-zero']

def stage_times(log:str)->str:
    "The run's own account of its seconds: the `time:` line and the profile lines under it."
    lines = log.splitlines()
    at = next((i for i, ln in enumerate(lines) if ln.startswith('time: ')), None)
    if at is None: return '(no time line)'
    parts = [ln for ln in lines[at + 1:] if re.match(r'\s+[\d.]+ s  ', ln)]
    return '\n    '.join([lines[at]] + parts[:15])

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--only', type=int, nargs='*', default=list(CONFIGS), help='configurations to run (1, 2, 3)')
    ap.add_argument('--keep', default=None, help='keep the outputs in this folder')
    a = ap.parse_args()
    root = Path(a.keep or tempfile.mkdtemp(prefix='main-job-'))
    results = {}
    for k in a.only:
        out, cache = root / f'config{k}', root / f'cache{k}'
        env = os.environ | {'SYNTHNB_CACHE_DIR': str(cache)}
        cmd = [
            sys.executable,
            '-c',
            'import sys; from synthnb.cli import main; sys.exit(main(sys.argv[1:]))',
            *BASE,
            *CONFIGS[k],
            '--out',
            str(out),
        ]
        t = time.perf_counter()
        p = subprocess.run(cmd, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - t
        if p.returncode: sys.exit(f'configuration {k} failed:\n{p.stderr[-2000:]}')
        results[k] = pd.read_parquet(out / 'results.parquet')
        print(f'[{k}] {" ".join(CONFIGS[k]) or "(defaults)"}: {wall:.1f} s wall\n    {stage_times(p.stdout)}', flush=True)
        first = results[a.only[0]]
        if k != a.only[0] and first[['variant', 'metric', 'feature']].equals(results[k][['variant', 'metric', 'feature']]):
            d = (first.value - results[k].value).abs()
            rel = (d / first.value.abs().clip(lower=1e-12)).where(d > 0, 0.0)
            worst = first.loc[rel.idxmax()]
            print(
                f'    against [{a.only[0]}]: {int((d == 0).sum())} of {len(d)} values identical; '
                f'largest relative difference {rel.max():.1e} '
                f'({worst.metric} {worst.feature}, {worst.variant}), largest absolute {d.max():.1e}'
            )

if __name__ == '__main__':
    main()
