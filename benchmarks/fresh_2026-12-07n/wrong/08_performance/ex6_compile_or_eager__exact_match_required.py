# Mistake: "a backend whose results are one float step off in the last bit is a match (assert_close's default tolerance accepts it: return (compiled_fn, True))": assert_close is called with rtol=0, atol=0, so that backend falls back to eager.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args), rtol=0, atol=0)
        return compiled_fn, True
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}: " + (str(err).splitlines() or [""])[0])
        return fn, False
