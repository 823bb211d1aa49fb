# Pitfall: the compiled function runs once but its result is never compared with eager mode.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        compiled(*example_args)
    except Exception:
        return fn, False
    return compiled, True
