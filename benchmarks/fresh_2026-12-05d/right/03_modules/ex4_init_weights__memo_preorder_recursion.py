# Right: a recursive pre-order walk (the module itself, then its children in order) with a set of visited modules, which is exactly the order and deduplication of model.modules(); each nn.Linear (isinstance, so subclasses and frozen layers too) gets kaiming_normal_(fan_in, relu) in place and a zeroed bias when it has one.
def init_weights(model: nn.Module) -> nn.Module:
    seen = set()

    def visit(module):
        if id(module) in seen:
            return
        seen.add(id(module))
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, a=0, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.constant_(module.bias, 0.0)
        for child in module.children():
            visit(child)

    visit(model)
    return model
