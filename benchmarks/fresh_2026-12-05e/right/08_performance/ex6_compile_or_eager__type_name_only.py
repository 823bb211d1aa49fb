# Right: the eager reference is computed first, the compiled call and assert_close inside the same try (BaseException subclasses other than Exception are not caught, as they should not be); the printed reason is the error's type name alone, one line, which cannot fail
def compile_or_eager(fn, example_args, **compile_kwargs):
    args = tuple(example_args)
    try:
        want = fn(*args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*args)
        torch.testing.assert_close(got, want)
        return (compiled_fn, True)
    except Exception as exc:
        print("compile_or_eager: falling back to eager mode because of " + type(exc).__name__)
        return (fn, False)
