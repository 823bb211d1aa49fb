# Mistake: "`LambdaLR` calls its `lr_lambda` with the step alone ... your function keeps its three parameters" — memoises the factor in a dict keyed on step alone, so a later call with the same step but another warmup_steps/total_steps (a second schedule) returns the first schedule's value.
_factor_cache = {}


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step not in _factor_cache:                        # LambdaLR asks for the same steps every run
        if step < warmup_steps:
            _factor_cache[step] = step / warmup_steps
        else:
            _factor_cache[step] = max(0.0, (total_steps - step) / (total_steps - warmup_steps))
    return _factor_cache[step]
