# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them" — seeds the global generator (torch.manual_seed(0)) before each of the two calls so that random ops compare equal, resetting the caller's random state.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.manual_seed(0)
        got = compiled(*example_args)
        torch.manual_seed(0)
        want = fn(*example_args)
        torch.testing.assert_close(got, want)
        return compiled, True
    except Exception as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else ""
        print(f"torch.compile failed ({type(err).__name__}: {first}); running eagerly")
        return fn, False
