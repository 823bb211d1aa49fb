# Right: computes the eager reference first, compares detached outputs (no graph needed for the check) with `assert_close`, and prints the reason built from `next(iter(message.splitlines()), "")`; the reporting itself is guarded so it cannot raise.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled = torch.compile(fn, **compile_kwargs)
        actual = compiled(*example_args)
        torch.testing.assert_close(actual.detach(), expected.detach())
        return compiled, True
    except Exception as err:
        try:
            first = next(iter(str(err).splitlines()), "").strip()
        except Exception:
            first = ""
        print(f"compile_or_eager: {type(err).__name__}{': ' + first if first else ''}; using eager fn")
        return fn, False
