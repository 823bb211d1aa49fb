# Right: each module's forward hook records (finish index, name) for every non-finite call; the smallest index is the first call to finish with a NaN/inf; isnan | isinf checked on each tensor of a possibly nested output; hooks removed in finally
def first_nonfinite_module(model: nn.Module, *inputs):
    finished = [0]
    bad = []
    handles = []

    def nonfinite(obj):
        if isinstance(obj, torch.Tensor):
            return bool((torch.isnan(obj) | torch.isinf(obj)).any())
        if isinstance(obj, (list, tuple)):
            return any(nonfinite(o) for o in obj)
        return False

    def make(name):
        def hook(module, args, output):
            finished[0] += 1
            if nonfinite(output):
                bad.append((finished[0], name))
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return min(bad)[1] if bad else None
