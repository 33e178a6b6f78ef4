"""Chapter 30's published results: differentially private MST at ε ∈ {0.5, 1, 4}, audited and priced.

    python bench/formal_privacy.py --part canary --publish   # one-run canary audits of raw and filtered releases (Adult)
    python bench/formal_privacy.py --part price --publish    # fidelity and utility of MST against the standard grid's CTGAN and TVAE
    python bench/formal_privacy.py --part targeted --publish  # crafted unique-level canaries against MST and AIM, before and after
                                                              # 0.4's domains
    python bench/formal_privacy.py --part selection --publish # the price of paying for levels (and of a public domain) against 0.3's
                                                              # levels from the data
    python bench/formal_privacy.py --quick                   # a small run of both parts (nothing published)

The canary audit (Steinke, Nasr & Jagielski 2023; chapter 07d's `canary_audit`): the most exposed training people
are canaries, each kept in the training table with probability ½; one fit per ε serves every release (raw, and
filtered at τ = 0.3, 0.1, 0.01); two scores are declared before the run, "near" (a member's nearest released row is
nearer: memorisation) and "far" (it is farther: the trace of a filter that empties members' neighbourhoods), each
at confidence 0.975 so that the pair holds at 95 %. TVAE (quick) is audited the same way as a mechanism without
a guarantee. Noise is seeded (reproducible); the guarantee holds for anyone who does not know the seed."""
import argparse, hashlib, json, time
from pathlib import Path
import numpy as np, pandas as pd
from synthnb.audit import canary_audit
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.heom import HEOMEncoder
from synthnb.knn import knn_distances, layout_of
from synthnb.pipeline import synthesize
from synthnb.dp import PRIVATE_KINDS

EPSILONS = (0.5, 1.0, 4.0)
RELEASES = {'raw': None, 'tau=0.3': 0.3, 'tau=0.1': 0.1, 'tau=0.01': 0.01}
OUT = Path(__file__).resolve().parents[1] / 'synthnb' / 'published'

def mechanisms(quick:bool)->dict:
    "name -> (kind, preset): MST at each ε, and TVAE without a guarantee."
    it = dict(iters=200) if quick else {}
    out = {f'mst eps={e:g}': ('mst', dict(epsilon=e, noise='seeded', **it)) for e in EPSILONS}
    from synthnb.generators import QUICK_PRESETS
    return out | {'tvae': ('tvae', QUICK_PRESETS['tvae'] | dict(max_rows=None))}  # quick TVAE on every row, as MST

def canary_part(dataset:str, canaries:int, quick:bool, seed:int=0, mechs:dict|None=None, releases:dict=RELEASES, real=None,
                domain=None)->pd.DataFrame:
    "One-run canary audits: for each mechanism (name -> (kind, preset); default `mechanisms(quick)`), one fit serves every release."
    ds = load_dataset(dataset)
    real = (ds.train.head(4000) if quick else ds.train) if real is None else real
    rows = []
    for name, (kind, preset) in (mechs or mechanisms(quick)).items():
        extra = {'domain': domain} if domain is not None and kind in PRIVATE_KINDS else {}
        fits, made = {}, {}
        def release(train, tau):
            key = hashlib.sha1(pd.util.hash_pandas_object(train, index=False).to_numpy().tobytes()).hexdigest()
            if key not in fits:
                t0 = time.perf_counter()
                gen = fit_generator(kind, train, ds.table, preset=preset, seed=seed, progress=False, **extra)
                fits[key] = (gen, time.perf_counter() - t0)
            if (key, tau) not in made:
                gen = fits[key][0]
                made[key, tau] = synthesize(gen, train, ds.table, len(train), seed=seed, tau=tau)[0]
            return made[key, tau]
        enc = HEOMEncoder(ds.table).fit(real)
        def distance(S, C): return knn_distances(enc.transform(C), enc.transform(S), 1, layout_of(enc))[:, 0]
        for rel, tau in releases.items():
            for score, sign in (('near', -1.0), ('far', 1.0)):
                t0 = time.perf_counter()
                c = canary_audit(lambda train: release(train, tau), real, ds.table, canaries=canaries, confidence=0.975, seed=seed,
                                 score=lambda S, C: sign * distance(S, C))
                fit_s = next(iter(fits.values()))[1]
                eps = preset.get('epsilon', np.inf) if isinstance(preset, dict) else np.inf
                rows.append(dict(dataset=dataset, mechanism=name, kind=kind, epsilon=eps, release=rel, score=score,
                                 **{k: c[k] for k in ('eps_lower', 'correct', 'guesses', 'canaries', 'included')},
                                 fit_seconds=fit_s, seconds=time.perf_counter() - t0))
                print(f"{dataset} {name} {rel} {score}: ε ≥ {c['eps_lower']:.2f} ({c['correct']}/{c['guesses']}), "
                      f"{rows[-1]['seconds']:.0f} s", flush=True)
    return pd.DataFrame(rows)

def targeted_part(dataset:str, canaries:int, quick:bool, seeds=(0, 1))->pd.DataFrame:
    """The audit aimed at the domain: held-out people as canaries, each given a level of its own in one categorical
    column (crafted, as in DP auditing practice), each in the training table with probability ½; the score declared
    before the fit is the number of released rows carrying the canary's level. 'levels from the data' rebuilds
    version 0.3's domain (every level the training table holds, read from it); 'levels selected' is 0.4's default.
    Two inclusion vectors (seeds): a replication."""
    from synthnb.dp import Domain
    ds = load_dataset(dataset)
    real = ds.train.head(4000) if quick else ds.train
    column = 'native-country' if 'native-country' in ds.table.categorical else ds.table.categorical[0]
    pool = ds.holdout.head(canaries).copy()
    pool[column] = [f'canary-{i}' for i in range(canaries)]
    rows = []
    runs = (
        [('mst', e, seeds[0]) for e in EPSILONS] + [('mst', EPSILONS[0], s) for s in seeds[1:]] + [('aim', 1.0, seeds[0])]
    )  # a replication of the smallest ε
    for kind, eps, seed in runs:
        for domain in ('levels from the data', 'levels selected'):
            if True:
                seen = {}
                def fit(train):
                    dom = None
                    if domain == 'levels from the data':  # 0.3: every level the training table holds, a public domain by assumption
                        cols = ds.table.categorical + ((ds.table.target,) if ds.table.target else ())
                        lv = {c: tuple(sorted(train[c].astype(str).unique())) for c in cols}
                        dom = Domain(lv, {}, frozenset(), len(train), 'levels read from the data (0.3)')
                    extra = dict(iters=200) if quick else {}
                    # SmartNoise's AIM overflows its exponential mechanism with few rounds (12: NaN)
                    if kind == 'aim': extra |= dict(iters=100, rounds=40)
                    t0 = time.perf_counter()
                    budget = dict(epsilon=eps, noise='seeded', **extra)
                    gen = fit_generator(kind, train, ds.table, budget, seed=seed, progress=False, domain=dom)
                    seen['fit'] = time.perf_counter() - t0
                    return gen.sample(len(train) if dom else None, seed=seed)
                def carried(S, C): return C[column].map(S[column].value_counts()).fillna(0).to_numpy(dtype=float)
                t0 = time.perf_counter()
                c = canary_audit(fit, real, ds.table, canaries=canaries, pool=pool, score=carried, confidence=0.975, seed=seed)
                s = c['scores']
                rows.append(
                    dict(
                        dataset=dataset,
                        kind=kind,
                        epsilon=eps,
                        domain=domain,
                        seed=seed,
                        eps_lower=c['eps_lower'],
                        correct=c['correct'],
                        correct_far=c['correct_far'],
                        guesses=c['guesses'],
                        canaries=canaries,
                        included=c['included'],
                        carried_in=int((s.score[s.member == 1] > 0).sum()),
                        carried_out=int((s.score[s.member == 0] > 0).sum()),
                        rows_in=float(s.score[s.member == 1].sum()),
                        fit_seconds=seen['fit'],
                        seconds=time.perf_counter() - t0,
                    )
                )
                print(
                    f"{dataset} {kind} ε={eps:g} {domain} seed {seed}: ε ≥ {c['eps_lower']:.2f} ({c['correct']}/{c['guesses']}); "
                    f"levels released for {rows[-1]['carried_in']} of {c['included']} canaries in, {rows[-1]['carried_out']} out; "
                    f"{rows[-1]['seconds']:.0f} s",
                    flush=True,
                )
    return pd.DataFrame(rows)

def priced(ds, variants:dict, fit_seconds:dict, quick:bool, seed:int)->pd.DataFrame:
    "The fidelity and utility of MST's tables (`variants`), with each one's fit seconds: the rows of the price tables."
    from synthnb.report import evaluate
    classifiers = ('LogReg', 'CART') if quick else ('CART', 'KNN', 'LDA', 'LogReg', 'NaiveBayes', 'RandomForest', 'SVM', 'XGBoost')
    rep = evaluate(ds, variants, families=('fidelity', 'utility'), kind='mst', seed=seed, progress=False, classifiers=classifiers)
    res = rep.results.assign(dataset=ds.name)
    res['fit_seconds'] = res.variant.map(fit_seconds)
    return res

def selection_part(dataset:str, quick:bool, seed:int=0)->pd.DataFrame:
    "The price table again for 0.4's MST: levels selected (the default) and, on Adult, its public domain; fidelity and utility."
    from synthnb.dp import adult_domain
    ds = load_dataset(dataset)
    if quick: ds = type(ds)(ds.name, ds.train.head(3000), ds.holdout.head(1000), ds.table, ds.seed, ds.source)
    variants, fit_seconds = {}, {}
    for e in EPSILONS:
        for how, dom in [('selected', None)] + ([('public domain', adult_domain())] if dataset == 'adult' else []):
            gen = fit_generator(
                'mst',
                ds.train,
                ds.table,
                dict(epsilon=e, noise='seeded', **(dict(iters=200) if quick else {})),
                seed=seed,
                progress=False,
                domain=dom,
            )
            name = f'mst eps={e:g} ({how})'
            fit_seconds[name], variants[name] = gen.fit_seconds, gen.sample(len(ds.train), seed=seed)
            print(f'{dataset} {name}: fitted in {gen.fit_seconds:.0f} s; {gen.guarantee()}', flush=True)
    return priced(ds, variants, fit_seconds, quick, seed)

def price_part(dataset:str, quick:bool, seed:int=0)->pd.DataFrame:
    ds = load_dataset(dataset)
    if quick: ds = type(ds)(ds.name, ds.train.head(3000), ds.holdout.head(1000), ds.table, ds.seed, ds.source)
    variants, fit_seconds = {}, {}
    for name, (kind, preset) in mechanisms(quick).items():
        if kind != 'mst': continue
        gen = fit_generator(kind, ds.train, ds.table, preset=preset, seed=seed, progress=False)
        fit_seconds[name] = gen.fit_seconds
        variants[name] = gen.sample(len(ds.train), seed=seed)
        print(f'{dataset} {name}: fitted in {gen.fit_seconds:.0f} s', flush=True)
    return priced(ds, variants, fit_seconds, quick, seed)

if __name__ == '__main__':
    a = argparse.ArgumentParser()
    a.add_argument('--part', choices=['canary', 'price', 'both', 'targeted', 'selection'], default='both')
    a.add_argument('--datasets', default='adult')
    a.add_argument('--canaries', type=int, default=1000)
    a.add_argument('--quick', action='store_true')
    a.add_argument('--publish', action='store_true')
    args = a.parse_args()
    start = time.perf_counter()
    sets = args.datasets.split(',')
    if args.part in ('canary', 'both'):
        can = pd.concat([canary_part(d, 200 if args.quick else args.canaries, args.quick) for d in sets], ignore_index=True)
        print(can.to_string())
        if args.publish and not args.quick:
            can.to_parquet(OUT / 'formal_canary.parquet', index=False)
            (OUT / 'formal_canary.json').write_text(
                json.dumps(
                    dict(
                        datasets=sets,
                        canaries=args.canaries,
                        epsilons=EPSILONS,
                        releases=RELEASES,
                        confidence=0.975,
                        seconds=round(time.perf_counter() - start),
                    ),
                    indent=1,
                )
            )
    if args.part in ('price', 'both'):
        t0 = time.perf_counter()
        price = pd.concat([price_part(d, args.quick) for d in sets], ignore_index=True)
        shown = price.metric.isin(['js_distance_mean', 'pearson_frobenius', 'tstr_roc_auc', 'gap_roc_auc']) & price.feature.isna()
        print(price[shown].to_string())
        if args.publish and not args.quick:
            price.to_parquet(OUT / 'formal_price.parquet', index=False)
            (OUT / 'formal_price.json').write_text(
                json.dumps(dict(datasets=sets, epsilons=EPSILONS, seconds=round(time.perf_counter() - t0)), indent=1)
            )
    if args.part == 'targeted':
        tg = pd.concat([targeted_part(d, 200 if args.quick else args.canaries, args.quick) for d in sets], ignore_index=True)
        print(tg.to_string())
        if args.publish and not args.quick:
            tg.to_parquet(OUT / 'formal_targeted.parquet', index=False)
            (OUT / 'formal_targeted.json').write_text(json.dumps(dict(datasets=sets, canaries=args.canaries, confidence=0.975,
                                                                      seconds=round(time.perf_counter() - start)), indent=1))
    if args.part == 'selection':
        sel = pd.concat([selection_part(d, args.quick) for d in sets], ignore_index=True)
        if args.publish and not args.quick:
            sel.to_parquet(OUT / 'formal_selection.parquet', index=False)
            (OUT / 'formal_selection.json').write_text(
                json.dumps(dict(datasets=sets, epsilons=EPSILONS, seconds=round(time.perf_counter() - start)), indent=1)
            )
    print(f'done in {time.perf_counter() - start:.0f} s')
