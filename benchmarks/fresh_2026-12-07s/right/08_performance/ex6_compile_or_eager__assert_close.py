# Right: computes the eager result first, then compiles and calls once inside one try, compares with assert_close, and prints "Type: first line" built so that an empty message cannot fail.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, expected)
    except Exception as err:
        first = next(iter(str(err).splitlines()), "")
        print(f"torch.compile fell back to eager: {type(err).__name__}" + (f": {first}" if first else ""))
        return fn, False
    return compiled_fn, True
