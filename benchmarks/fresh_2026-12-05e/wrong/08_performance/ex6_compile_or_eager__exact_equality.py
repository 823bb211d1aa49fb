# Mistake: "check that the compiled result matches `fn(*example_args)` (use `torch.testing.assert_close`)" — compares with torch.equal, bit for bit, so the backend one float step off in the last bit is rejected and falls back where the reference keeps the compiled function
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        got = compiled(*example_args)
        want = fn(*example_args)
        if not torch.equal(got, want):
            raise AssertionError("compiled result differs from eager")
        return compiled, True
    except Exception as err:
        print(f"torch.compile failed ({type(err).__name__}), running eagerly")
        return fn, False
