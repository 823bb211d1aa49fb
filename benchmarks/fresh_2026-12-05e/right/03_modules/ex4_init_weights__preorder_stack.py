# Right: an explicit pre-order walk (self, then children in registration order, each module once, as modules() does), so the global generator's draws reach the layers in the same order; the bias is zeroed with fill_ under no_grad.
def init_weights(model: nn.Module) -> nn.Module:
    seen = set()
    stack = [model]
    while stack:
        module = stack.pop()
        if id(module) in seen:
            continue
        seen.add(id(module))
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                with torch.no_grad():
                    module.bias.fill_(0.0)
        stack.extend(reversed(list(module.children())))
    return model
