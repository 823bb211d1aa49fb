# Diagnosis: hooks-left-after-error
# Pitfall: the hooks are removed after the forward pass, not in a finally block: an error leaves them attached.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(module, args, output, name):
        values = output if isinstance(output, (tuple, list)) else (output,)
        if not found and any(isinstance(v, torch.Tensor) and not torch.isfinite(v).all() for v in values):
            found.append(name)

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules()]
    model(*inputs)
    for handle in handles:
        handle.remove()
    return found[0] if found else None
