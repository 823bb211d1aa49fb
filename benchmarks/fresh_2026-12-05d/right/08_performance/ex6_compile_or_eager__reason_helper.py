# Right: computes the eager reference first, keeps the compiled callable in a variable that is only returned after the comparison passed, and formats the reason with a helper that cannot fail on messages of zero, one or many lines (and printing errors of the report are themselves guarded)
def _one_line(err):
    first = next(iter(str(err).splitlines()), "")
    return f"{type(err).__name__}: {first}" if first else type(err).__name__


def compile_or_eager(fn, example_args, **compile_kwargs):
    args = tuple(example_args)
    try:
        expected = fn(*args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*args), expected)
        return compiled_fn, True
    except Exception as err:
        try:
            print("compile_or_eager: eager fallback,", _one_line(err))
        except Exception:
            print("compile_or_eager: eager fallback")
        return fn, False
