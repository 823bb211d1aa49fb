# Diagnosis: inf-missed
# Pitfall: only NaN is looked for: a module that overflows to inf is missed, a later one is blamed.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(module, args, output, name):
        values = output if isinstance(output, (tuple, list)) else (output,)
        if not found and any(isinstance(v, torch.Tensor) and v.isnan().any() for v in values):
            found.append(name)

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return found[0] if found else None
