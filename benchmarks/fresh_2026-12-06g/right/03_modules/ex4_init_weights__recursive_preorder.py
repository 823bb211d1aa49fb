# Right: walks the module tree itself, depth first, each module before its children and each module once (a memo, as model.modules() keeps), so the Linear layers draw in model.modules() order; nn.init fills the existing parameters in place (frozen ones too, their flag untouched), bias=False layers are skipped, and no mode is touched
def init_weights(model: nn.Module) -> nn.Module:
    seen = set()

    def visit(module):
        if id(module) in seen:
            return
        seen.add(id(module))
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, a=0, mode="fan_in", nonlinearity="relu")
            if getattr(module, "bias", None) is not None:
                nn.init.constant_(module.bias, 0.0)
        for child in module.children():
            visit(child)

    visit(model)
    return model
