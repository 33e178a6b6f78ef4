"""A contributor's check in about ten minutes on two cores: every chapter's tests except the heaviest ones.

    python tools/quick_test.py            # the chapters below HEAVY's line, two at a time
    python tools/quick_test.py --list     # what it runs and what it leaves to the full suite

The full suite (`OMP_WAIT_POLICY=PASSIVE nbdev_test --n_workers 2 --timing`, the README's test command, which CI runs)
takes about 43 minutes on two cores (4,970 chapter-seconds); the chapters in HEAVY take 3,254 of them (the rest: 1,716
chapter-seconds, TabularARGN's chapter among them with its engine cells, which run only with `--flags argn`): they fit
the generators of the main job, run the experiment chapters' live checks and the command line end to end. Their seconds are what
`nbdev_test --timing` printed for them in a full CI run on two cores (two chapters at a time), so the split can be
checked again when a chapter grows. Run the full suite before you submit; CI does anyway.
"""
import argparse, os, re, subprocess, sys, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEAVY = {  # chapter: seconds in a full CI run on two cores (the README's command, OMP_WAIT_POLICY=PASSIVE nbdev_test --n_workers 2
    # --timing; 2026-12-06, tests 2,569 s of wall time, 4,970 chapter-seconds)
    '01e_forestflow.ipynb': 795,
    'experiments/20_baseline_utility.ipynb': 383,
    '11_cli.ipynb': 355,
    '01a_dp.ipynb': 257,
    '07c_sdmetrics_protection.ipynb': 233,
    '08_report.ipynb': 232,
    '03_filter.ipynb': 172,
    'index.ipynb': 166,
    '10_experiments.ipynb': 146,
    'experiments/24_privacy_sweep.ipynb': 134,
    'experiments/25_geometry_ablation.ipynb': 132,
    'experiments/21_univariate_sweep.ipynb': 111,
    'experiments/29_attack_audit.ipynb': 61,
    '09_tuning.ipynb': 59,
    # and three that are quick in CI, whose experiment cells the suite's earlier chapters leave cached, but slow alone or after a
    # change to patching (the quick check, 2026-12-03: 194, 166 and 142 s)
    'experiments/22_multivariate_sweep.ipynb': 8,
    'experiments/26_mode_collapse.ipynb': 6,
    'experiments/23_utility_sweep.ipynb': 4,
}

def chapters()->list:
    "Every chapter nbdev_test would run (its default skips: names starting with _ or .)."
    return sorted(p.relative_to(ROOT / 'nbs').as_posix() for p in (ROOT / 'nbs').rglob('*.ipynb')
                  if not any(part.startswith(('_', '.')) for part in p.relative_to(ROOT / 'nbs').parts))

def main(argv=None)->int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--list', action='store_true', help='print what would run and what is left to the full suite, then stop')
    ap.add_argument('--n_workers', type=int, default=2)
    args = ap.parse_args(argv)
    if unknown := sorted(set(HEAVY) - set(chapters())): sys.exit(f'HEAVY names chapters that do not exist: {unknown}')
    run = [c for c in chapters() if c not in HEAVY]
    print(f'quick check: {len(run)} of {len(chapters())} chapters; left to the full suite ({sum(HEAVY.values()):,} s of its chapter time): '
          + ', '.join(Path(c).stem for c in HEAVY), flush=True)
    if args.list:
        print('\n'.join(run))
        return 0
    skip = '^[_.]|^(' + '|'.join(re.escape(Path(c).name) for c in HEAVY) + ')$'
    start = time.perf_counter()
    env = os.environ | {'OMP_WAIT_POLICY': 'PASSIVE'}  # as the README's command: idle OpenMP threads sleep, not spin
    rc = subprocess.call(['nbdev_test', '--n_workers', str(args.n_workers), '--timing', '--skip_file_re', skip], cwd=ROOT, env=env)
    print(
        f'quick check: {"passed" if rc == 0 else "FAILED"} in {time.perf_counter() - start:.0f} s; '
        'the full suite: OMP_WAIT_POLICY=PASSIVE nbdev_test --n_workers 2 --timing'
    )
    return rc

if __name__ == '__main__': sys.exit(main())
