# Mistake: "one per call of a leaf module (a module with no submodules)": treating only nn.Sequential/ModuleList as containers lists a custom container (e.g. one whose own forward computes exp(30 lin(h))) and the model itself when it is a custom nn.Module, although they hold submodules.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def first_shape(out):
        return tuple(out[0].shape) if isinstance(out, (tuple, list)) else tuple(out.shape)

    for name, module in model.named_modules():
        if isinstance(module, (nn.Sequential, nn.ModuleList, nn.ModuleDict)):
            continue
        handles.append(module.register_forward_hook(
            lambda m, args, out, name=name: records.append((name, first_shape(out)))))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
