"""Speed of the ε_ANY filter: the fast path against the one-draw-at-a-time reference, and end to end.

1. Same input, same stream: both implementations filter n rows (default 20,000) to τ = 0.01 against
   Adult's full training table, drawing from a fixed pool of TVAE rows; the radii are fitted once and
   shared. Prints both wall times, the ratio, and checks the tables are identical.
2. End to end: a quick TVAE fitted on Adult, n = |train| (39,073) rows filtered to τ = 0.005: radii,
   generator draws and filtering all counted (the generator's fit is not).
3. Memory: peak memory traced during part 2 against the n × N distance matrix it never builds.

    python bench/filter_speed.py [--n 20000] [--tau 0.01] [--skip-reference]
"""
import argparse, time, tracemalloc
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.heom import HEOMEncoder, AnyRisk
from synthnb.filter import any_filter, any_filter_reference, Pool

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--n', type=int, default=20_000)
    ap.add_argument('--tau', type=float, default=0.01)
    ap.add_argument('--end-tau', type=float, default=0.005)
    ap.add_argument('--skip-reference', action='store_true', help='time only the fast path in part 1')
    a = ap.parse_args()
    ds = load_dataset('adult')
    gen = fit_generator('tvae', ds.train, ds.table, 'quick', seed=0, progress=False)

    t = time.perf_counter()
    risk = AnyRisk(HEOMEncoder(ds.table), k=2).fit(ds.train)
    t_fit = time.perf_counter() - t
    stream = gen.sample(10 * a.n, seed=0)
    print(f'radii of {len(ds.train):,} real records: {t_fit:.2f}s')

    t = time.perf_counter()
    fast = any_filter(Pool(stream), ds.train, ds.table, a.n, a.tau, risk=risk, progress=False)
    t_fast = time.perf_counter() - t
    print(f'[1] fast path      n={a.n:,} τ={a.tau}: {t_fast:8.2f}s  {fast}')
    if not a.skip_reference:
        t = time.perf_counter()
        ref = any_filter_reference(Pool(stream), ds.train, ds.table, a.n, a.tau, risk=risk)
        t_ref = time.perf_counter() - t
        same = ref.data.equals(fast.data) and ref.draws == fast.draws and ref.history.equals(fast.history)
        print(f'[1] reference loop n={a.n:,} τ={a.tau}: {t_ref:8.2f}s  {ref}')
        print(f'[1] speed-up: {t_ref / t_fast:.0f}x   identical tables: {same}')

    tracemalloc.start()
    t = time.perf_counter()
    risk2 = AnyRisk(HEOMEncoder(ds.table), k=2).fit(ds.train)
    res = any_filter(gen, ds.train, ds.table, len(ds.train), a.end_tau, seed=1, risk=risk2, progress=False)
    t_end = time.perf_counter() - t
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f'[2] end to end, TVAE on Adult, n={len(ds.train):,}, τ={a.end_tau}: {t_end:.2f}s (target < 10 s, issue 21)  {res}')
    full = len(ds.train) * len(ds.train) * 8
    print(f'[3] peak traced memory {peak / 2**20:.0f} MiB; an n × N float64 distance matrix would be {full / 2**30:.1f} GiB')

if __name__ == '__main__': main()
