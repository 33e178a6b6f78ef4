"""Time CTGAN and TVAE fits at the paper's architectures on each full training table.

Two fits per setting, of 1 and 1 + E epochs; the difference is E epochs. Prints, per dataset and model: the fixed cost of
a fit (SDV + ctgan preprocessing), seconds per epoch, the epochs that fit a 10-minute budget (the `standard` preset), the
paper's epochs and their estimated CPU time, and sampling costs. Also compares torch thread counts on Adult.

    python bench/fit_timing.py [--datasets adult credit cardio] [--budget 600] [--threads 1 2]
"""
import argparse, time
import pandas as pd
from synthnb.data import load_dataset
from synthnb.generators import fit_generator, resolve_preset

def time_fit(kind, ds, epochs, threads):
    cfg = resolve_preset(kind, 'paper', ds.table) | {'epochs': epochs}
    gen = fit_generator(kind, ds.train, ds.table, cfg, seed=0, progress=False, threads=threads)
    return gen, gen.fit_seconds

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--datasets', nargs='+', default=['adult', 'credit', 'cardio'])
    ap.add_argument('--kinds', nargs='+', default=['ctgan', 'tvae'])
    ap.add_argument('--budget', type=float, default=600, help='seconds per standard fit')
    ap.add_argument('--threads', nargs='+', type=int, default=[1, 2], help='thread counts compared on the first dataset')
    ap.add_argument('--extra-epochs', type=int, default=4, help='epochs timed beyond the first (run nothing else meanwhile)')
    a = ap.parse_args()
    rows = []
    warm = load_dataset(a.datasets[0])  # the first fit of a process pays one-time costs: pay them here
    for kind in a.kinds: fit_generator(kind, warm.train, warm.table, 'quick', progress=False)
    for i, name in enumerate(a.datasets):
        ds = load_dataset(name)
        for kind in a.kinds:
            for threads in (a.threads if i == 0 else a.threads[:1]):
                _, t1 = time_fit(kind, ds, 1, threads)
                gen, t5 = time_fit(kind, ds, 1 + a.extra_epochs, threads)
                epoch = (t5 - t1) / a.extra_epochs
                fixed = max(t1 - epoch, 0.0)
                t = time.perf_counter()
                gen.sample(10_000, seed=0)
                s10k = time.perf_counter() - t
                t = time.perf_counter()
                [gen.sample(1) for _ in range(20)]
                s1 = (time.perf_counter() - t) / 20
                paper = resolve_preset(kind, 'paper', ds.table)['epochs']
                rows.append(dict(dataset=name, kind=kind, threads=threads, fixed_s=round(fixed, 1), epoch_s=round(epoch, 2),
                                 standard_epochs=int((a.budget - fixed) // epoch) if epoch > 0 else None,
                                 paper_epochs=paper, paper_cpu_h=round((fixed + paper * epoch) / 3600, 1),
                                 sample_10k_s=round(s10k, 2), sample_1_ms=round(1000 * s1, 1)))
                print(pd.DataFrame(rows[-1:]).to_string(index=False, header=len(rows) == 1), flush=True)
    print()
    print(pd.DataFrame(rows).to_string(index=False))

if __name__ == '__main__': main()
