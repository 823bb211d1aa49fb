# Mistake: "Never let the error escape, not even from your report: an error's message may have many lines, one, or none at all (a bare assert gives none)" — takes str(err).splitlines()[0], which raises IndexError inside the except block when the message is empty
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        first = str(err).splitlines()[0]
        print(f"torch.compile failed ({type(err).__name__}): {first}")
        return fn, False
