# Mistake: "Write `warmup_linear_decay(step, warmup_steps, total_steps)` returning that factor" — the factor is memoised in a module-level dict keyed by step alone (LambdaLR asks for the same steps every epoch), so after the first schedule any call with another warmup_steps/total_steps returns the factor cached for that step number by an earlier schedule.
_FACTORS = {}


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step not in _FACTORS:
        if step < warmup_steps:
            _FACTORS[step] = step / warmup_steps
        else:
            _FACTORS[step] = max(0.0, (total_steps - step) / (total_steps - warmup_steps))
    return _FACTORS[step]
