# Diagnosis: domain-wrong-result
# Pitfall: "Leave `example_args` and the global state (grad mode, random generators) as you found them" — calls warnings.simplefilter("always") so that every fallback's warning shows, which changes the process-wide warnings filters for the caller.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled, True
    except Exception as err:
        message = str(err).splitlines()
        warnings.simplefilter("always")          # show the reason every time, not once per location
        warnings.warn(f"compile failed, using eager: {type(err).__name__}"
                      + (f" ({message[0]})" if message else ""))
        return fn, False
