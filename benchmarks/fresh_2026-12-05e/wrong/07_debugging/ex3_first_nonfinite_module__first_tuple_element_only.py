# Mistake: "An output may be a tensor or a tuple/list of tensors (check each)" — checks only the first element of a tuple/list output, so a leaf returning (h, log h[:, :1]) whose second element is NaN is passed over and a later module is reported
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def make(name):
        def hook(module, args, output):
            out = output[0] if isinstance(output, (tuple, list)) else output
            if not found and not torch.isfinite(out).all():
                found.append(name)
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
