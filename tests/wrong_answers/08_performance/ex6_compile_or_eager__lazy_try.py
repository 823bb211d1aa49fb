# Diagnosis: not-called-once
# Pitfall: only torch.compile(...) is inside try; compilation happens later, at the first call.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        return torch.compile(fn, **compile_kwargs), True
    except Exception:
        return fn, False
