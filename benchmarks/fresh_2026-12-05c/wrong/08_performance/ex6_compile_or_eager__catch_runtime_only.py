# Mistake: "if anything raises, report ... and return (fn, False) ... Never let the error escape" — catches RuntimeError only; assert_close's AssertionError (wrong results) and other failures escape
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except RuntimeError as err:
        print(f"falling back to eager: {type(err).__name__}")
        return fn, False
