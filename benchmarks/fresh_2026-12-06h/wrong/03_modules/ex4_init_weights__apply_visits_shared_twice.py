# Mistake: "Visit the layers in `model.modules()` order, with one `kaiming_normal_` call per `nn.Linear` and no other random draws" — model.apply(fn) recurses through each parent's children separately, so a Linear shared by two containers (e.g. the same layer in an encoder and a decoder Sequential, or tied layers in two blocks) is initialised twice; the extra draw shifts the values of every later Linear (modules() yields a shared module once).
def init_weights(model: nn.Module) -> nn.Module:
    def _init(module):
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)

    return model.apply(_init)
