# Right: stops the forward at the first non-finite output with a private exception class caught by name only; walks outputs with an explicit stack instead of recursion.
class _FirstNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def _any_nonfinite(output):
    stack = [output]
    while stack:
        item = stack.pop()
        if isinstance(item, torch.Tensor):
            if not torch.isfinite(item).all():
                return True
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    try:
        for name, module in model.named_modules():
            def hook(m, args, out, name=name):
                if _any_nonfinite(out):
                    raise _FirstNonFinite(name)
            handles.append(module.register_forward_hook(hook))
        try:
            model(*inputs)
        except _FirstNonFinite as found:
            return found.name
        return None
    finally:
        for h in handles:
            h.remove()
