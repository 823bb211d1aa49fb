# Mistake: "check that the compiled result matches `fn(*example_args)` (use `torch.testing.assert_close`)" — compares with torch.equal instead, bit for bit: a backend whose results are one float step off in the last bit (a correct compilation, accepted by assert_close) is rejected and the function falls back to eager
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        want = fn(*example_args)
        if not torch.equal(got, want):
            raise AssertionError("compiled results differ from eager")
        return compiled_fn, True
    except Exception as err:
        print(f"torch.compile failed, running eagerly: {type(err).__name__}")
        return fn, False
