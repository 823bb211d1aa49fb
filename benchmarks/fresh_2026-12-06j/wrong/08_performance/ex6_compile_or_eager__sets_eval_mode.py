# Mistake: "a module in train or eval mode" / "the inputs come back unchanged": a module is switched to eval() before the check (to make the comparison deterministic) and left there, so a train-mode module comes back in eval mode.
def compile_or_eager(fn, example_args, **compile_kwargs):
    if isinstance(fn, nn.Module):
        fn.eval()                             # deterministic outputs for the comparison
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        print(f"torch.compile failed, using eager: {type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        return fn, False
