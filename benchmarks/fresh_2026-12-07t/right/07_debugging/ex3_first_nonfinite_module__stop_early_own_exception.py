# Right: stops the forward pass at the first non-finite output with an exception class of its own (caught by that class only), flattening nested outputs with an explicit stack instead of recursion.
class _FoundNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def _all_finite(output):
    stack = [output]
    while stack:
        item = stack.pop()
        if isinstance(item, torch.Tensor):
            if not torch.isfinite(item).all():
                return False
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return True

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, out, name=name):
            if not _all_finite(out):
                raise _FoundNonFinite(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except _FoundNonFinite as found:
        return found.name
    finally:
        for h in handles:
            h.remove()
    return None
