# The first call written out: expected and actual computed separately; the decorator form of torch.compile.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(**compile_kwargs)(fn)
        expected = fn(*example_args)
        got = compiled(*example_args)
        torch.testing.assert_close(got, expected)
        return compiled, True
    except Exception as err:
        print("eager:", repr(err)[:100])
        return fn, False
