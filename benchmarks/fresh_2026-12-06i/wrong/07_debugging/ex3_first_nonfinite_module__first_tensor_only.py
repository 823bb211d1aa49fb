# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth" — descends only into the first element of a tuple/list, so a leaf returning (h, log h[:, :1]) whose second element is NaN/-inf is missed.
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []
    def make(name):
        def hook(m, args, out):
            while isinstance(out, (tuple, list)):
                out = out[0]
            if not found and torch.is_tensor(out) and not torch.isfinite(out).all():
                found.append(name)
        return hook
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(make(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
