# Mistake: "names the error by its type (type(err).__name__ ...; not the message alone, which may be empty): print it or warn it (... a logging handler may write where they cannot see it)" — logs only the message, through logging, without the error's type name
import logging

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        logging.getLogger(__name__).warning("compile failed, using eager: %s", str(err).strip()[:200])
        return fn, False
