# Right: everything (compile, first call, reference call, assert_close) inside one try/except Exception, reason built as "Type: message" and cut to its first line with splitlines() on a string that is never empty.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        want = fn(*example_args)
        torch.testing.assert_close(got, want)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        print(f"torch.compile failed, running eagerly: {reason}")
        return fn, False
    return compiled_fn, True
