# Right: the textbook try around compile, first call and assert_close, with the reason built as f"{type}: {message}" and cut to its first line before printing.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        print(f"torch.compile failed, running eagerly ({reason})")
        return fn, False
