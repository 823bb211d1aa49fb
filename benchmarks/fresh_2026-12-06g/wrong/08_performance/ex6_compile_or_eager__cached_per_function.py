# Mistake: "compile `fn` with `torch.compile(fn, **compile_kwargs)` (the tests choose the backend and `fullgraph` through these keyword arguments)" — remembers the outcome per function to avoid compiling twice: a second call with the same fn but other keyword arguments (another backend, fullgraph=True) returns the first call's answer, e.g. compiled=True for a backend that fails
_outcomes = {}


def compile_or_eager(fn, example_args, **compile_kwargs):
    if fn in _outcomes:
        return _outcomes[fn]
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        outcome = (compiled_fn, True)
    except Exception as err:
        print(f"compile failed: {type(err).__name__}")
        outcome = (fn, False)
    _outcomes[fn] = outcome
    return outcome
