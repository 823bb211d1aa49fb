# Right: its own pre-order depth-first walk with a memo of visited modules (exactly what modules() does), instead of calling model.modules().
def init_weights(model: nn.Module) -> nn.Module:
    seen = set()
    order = []

    def visit(module):
        if module is None or id(module) in seen:
            return
        seen.add(id(module))
        order.append(module)
        for child in module._modules.values():
            visit(child)

    visit(model)
    with torch.no_grad():
        for module in order:
            if isinstance(module, nn.Linear):
                nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
                if module.bias is not None:
                    module.bias.fill_(0.0)
    return model
