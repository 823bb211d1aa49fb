# Mistake: "one per call of a leaf module (a module with no submodules)": skipping only the root and the standard containers (Sequential, ModuleList, ModuleDict) still lists a custom container, such as the one whose own forward computes exp(30 lin(h)), which has a submodule.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    containers = (nn.Sequential, nn.ModuleList, nn.ModuleDict)
    for name, module in model.named_modules():
        if module is model or isinstance(module, containers):
            continue
        def hook(mod, args, output, name=name):
            first = output[0] if isinstance(output, (tuple, list)) else output
            records.append((name, tuple(first.shape)))
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
