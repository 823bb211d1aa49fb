# Diagnosis: model-itself-skipped
# Pitfall: hooks on the submodules only: a NaN made by the model's own forward is never seen.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(module, args, output, name):
        values = output if isinstance(output, (tuple, list)) else (output,)
        if not found and any(isinstance(v, torch.Tensor) and not torch.isfinite(v).all() for v in values):
            found.append(name)

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules() if module is not model]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return found[0] if found else None
