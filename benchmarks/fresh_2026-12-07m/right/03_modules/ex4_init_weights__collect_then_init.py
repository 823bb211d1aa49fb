# Right: first collects the Linear layers (modules() order, via filter) into a list, then initialises them, with the keyword arguments spelled out.
def init_weights(model: nn.Module) -> nn.Module:
    linears = list(filter(lambda m: isinstance(m, nn.Linear), model.modules()))
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, a=0, mode="fan_in", nonlinearity="relu")
        if getattr(layer, "bias", None) is not None:
            nn.init.zeros_(layer.bias)
    return model
