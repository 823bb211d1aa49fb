# Approach: the hook raises a private exception at the first non-finite output, which stops the forward pass.
class _FoundNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


def first_nonfinite_module(model: nn.Module, *inputs):
    def tensors(value):
        if isinstance(value, torch.Tensor):
            return [value]
        if isinstance(value, (tuple, list)):
            return [t for v in value for t in tensors(v)]
        return []

    def make_hook(name):
        def hook(module, args, output):
            if any(not t.isfinite().all() for t in tensors(output)):
                raise _FoundNonFinite(name)
        return hook

    handles = []
    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make_hook(name)))
        model(*inputs)
    except _FoundNonFinite as found:
        return found.name
    finally:
        for handle in handles:
            handle.remove()
    return None
