# Mistake: "An output may be a tensor or a tuple/list of tensors (check each)" — like the shape report, it checks only the first element of a tuple/list output, so a leaf returning (h, log h[:, :1]) whose second element is NaN/-inf is not reported (a later module is, or None).
def first_nonfinite_module(model: nn.Module, *inputs):
    first = []
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            if first:
                return
            main = out[0] if isinstance(out, (tuple, list)) else out
            if not torch.isfinite(main).all():
                first.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return first[0] if first else None
