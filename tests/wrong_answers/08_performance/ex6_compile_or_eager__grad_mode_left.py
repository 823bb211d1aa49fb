# Diagnosis: grad-mode-changed
# Pitfall: grad mode switched off for the comparison with torch.set_grad_enabled(False), then switched
# on again rather than put back: a caller under torch.no_grad() finds it on.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)   # the check needs no graph
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed, using eager mode ({type(err).__name__})")
        torch.set_grad_enabled(True)
        return fn, False
    torch.set_grad_enabled(True)
    return compiled, True
