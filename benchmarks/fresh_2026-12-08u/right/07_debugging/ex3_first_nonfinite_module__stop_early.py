# Right: stops the forward pass at the first non-finite output with a private exception class (caught by type only), flattening nested outputs with a recursive generator; other errors propagate.
class _FoundNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


def _leaves(out):
    if isinstance(out, torch.Tensor):
        yield out
    elif isinstance(out, (tuple, list)):
        for part in out:
            yield from _leaves(part)


def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    try:
        for name, module in model.named_modules():
            def hook(m, args, out, name=name):
                if any(not torch.isfinite(t).all() for t in _leaves(out)):
                    raise _FoundNonFinite(name)
            handles.append(module.register_forward_hook(hook))
        try:
            model(*inputs)
        except _FoundNonFinite as found:
            return found.name
        return None
    finally:
        for h in handles:
            h.remove()
